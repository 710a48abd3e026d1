/**
 * Search (spec 2 §2 page type `search`, §7 productSearch and autoSuggest): type in the header's
 * search field, walk the suggestions with the keyboard (ARIA combobox pattern), choose a product
 * suggestion and land on its page; the results page `/{locale}/search?q=` with a facet and the
 * next page (links that keep the words), the no-results state with its suggestions, and the
 * header form without JavaScript. In en-us and fr-ca, desktop and mobile; axe clean on every
 * page and with the suggestions open.
 */

import { expect, expectHydrated, expectNoAxeViolations, type Page, test } from './fixtures';

const words = {
  'en-us': {
    field: 'Search products',
    listbox: 'Search suggestions',
    products: 'Products',
    recent: 'Recent searches',
    results: 'Results for “boot”',
    black: 'Results for “black”',
    filters: 'Filters',
    size: 'Size',
    pagination: 'Product pages',
    next: 'Next page',
    noResults: 'No results for “bootz”',
    tryTerms: 'Try',
    categories: 'Shop by category',
  },
  'fr-ca': {
    field: 'Rechercher des produits',
    listbox: 'Suggestions de recherche',
    products: 'Produits',
    recent: 'Recherches récentes',
    results: 'Résultats pour « boot »',
    black: 'Résultats pour « black »',
    filters: 'Filtres',
    size: 'Size',
    pagination: 'Pages de produits',
    next: 'Page suivante',
    noResults: 'Aucun résultat pour « bootz »',
    tryTerms: 'Essayez',
    categories: 'Magasiner par catégorie',
  },
} as const;

type LocalePath = keyof typeof words;

function headerField(page: Page) {
  return page.locator('header input[name="q"]');
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#results-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

for (const locale of Object.keys(words) as LocalePath[]) {
  const w = words[locale];

  test.describe(`search (${locale})`, () => {
    test('type "boot" in the header → walk the suggestions → choose a product', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const field = headerField(page);
      await expectHydrated(field);
      await field.click();
      await field.pressSequentially('boot', { delay: 30 });

      // The combobox and its listbox: terms, categories and products with their image.
      await expect(field).toHaveAttribute('role', 'combobox');
      const listbox = page.getByRole('listbox', { name: w.listbox });
      await expect(listbox).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      const products = listbox.getByRole('group', { name: w.products });
      await expect(products.getByRole('option').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeAttached();
      await expectNoAxeViolations(page);

      // Arrow keys move the active option; focus stays in the field; Escape closes the list.
      await page.keyboard.press('ArrowDown');
      const first = listbox.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id')) ?? '',
      );
      await expect(field).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(listbox.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(field).toHaveValue('boot');

      // Reopen with the arrow key, go to the first product and choose it with Enter.
      await page.keyboard.press('ArrowDown');
      await expect(listbox).toBeVisible();
      const product = products.getByRole('option').first();
      const productId = (await product.getAttribute('id')) ?? '';
      for (let i = 0; i < 20; i++) {
        if ((await field.getAttribute('aria-activedescendant')) === productId) break;
        await page.keyboard.press('ArrowDown');
      }
      await expect(product).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/p/[a-z0-9-]+-ALP\\w+`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a suggestion chosen with the pointer, and the search kept as a recent one', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const field = headerField(page);
      await expectHydrated(field);
      await field.click();
      await field.pressSequentially('boot', { delay: 30 });
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=boot$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.results);

      // Back in the emptied field: the recent search, then a product by pointer.
      const again = headerField(page);
      await again.fill('');
      await again.click();
      const listbox = page.getByRole('listbox', { name: w.listbox });
      await expect(
        listbox.getByRole('group', { name: w.recent }).getByRole('option', { name: 'boot' }),
      ).toBeVisible();
      await again.pressSequentially('boo', { delay: 30 });
      const product = listbox.getByRole('group', { name: w.products }).getByRole('option').first();
      await product.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/p/`));
    });

    // "black" finds 30 products in the demo catalogue (2 pages of 24); "boot" finds 11.
    test('results: a facet and the next page keep the words', async ({ page }) => {
      await page.goto(`/${locale}/search?q=black`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.black);
      const total = await resultCount(page);
      expect(total).toBeGreaterThan(24);
      await expectNoAxeViolations(page);

      // The next page: a link with the words, page 2.
      await page
        .getByRole('navigation', { name: w.pagination })
        .getByRole('link', { name: w.next })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=black&page=2$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.black);

      // A facet (a link): back to page 1, the words kept, fewer results.
      const filters = page.getByRole('region', { name: w.filters });
      await filters.getByText(w.size, { exact: true }).click();
      await filters.getByRole('link', { name: /^9 \(\d+\)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=black&f_size=9$`));
      expect(await resultCount(page)).toBeLessThanOrEqual(total);
      await expectNoAxeViolations(page);
    });

    test('no results: terms and categories to try', async ({ page }) => {
      await page.goto(`/${locale}/search?q=bootz`);
      await expect(page.getByRole('heading', { level: 2, name: w.noResults })).toBeVisible();
      const tryTerms = page.getByRole('region', { name: w.tryTerms });
      await expect(tryTerms.getByRole('link', { name: 'boot', exact: true })).toBeVisible();
      await expect(
        page.getByRole('region', { name: w.categories }).getByRole('link').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await tryTerms.getByRole('link', { name: 'boot', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.results);
    });
  });
}

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form searches with a GET', async ({ page }) => {
    await page.goto('/en-us');
    const field = headerField(page);
    await field.fill('boot');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?q=boot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words['en-us'].results);
    await expect(page.locator('#results-count')).toHaveText(/^\d+ products$/);
  });
});
