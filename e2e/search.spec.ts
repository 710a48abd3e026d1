/**
 * Search (spec 2 §2 page type `search`, §7 productSearch and autoSuggest): type in the header's
 * search field, walk the suggestions with the keyboard (ARIA combobox pattern), choose a product
 * suggestion and land on its page; the results page `/{locale}/search?q=` with a facet and the
 * next page (links that keep the words), the no-results state with its suggestions, and the
 * header form without JavaScript; the search hub (`/{locale}/searchhub`, page type `searchHub`)
 * and its search hub carousels; search analytics in `window.dataLayer` (the suggestion chosen,
 * the results view, a product click with the `Search` origin, the hub's view, each with its
 * page type). Every locale, split across the projects (en-us and en-gb on desktop, en-ca and
 * fr-ca on mobile); axe clean on every page and with the suggestions open. Analytics are not
 * checked in en-gb, where they wait for the shopper's consent (spec 3 §9).
 */

import { dataLayerEvents } from './dataLayer';
import { expect, expectHydrated, expectNoAxeViolations, type Page, test } from './fixtures';

const english = {
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
  hub: 'Search hub',
  activity: 'Shop by activity',
  popular: 'Popular searches',
  popularTerm: 'Boots',
  popularResults: 'Results for “boot”',
} as const;

const words = {
  'en-us': english,
  'en-gb': english,
  'en-ca': english,
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
    hub: 'Carrefour de recherche',
    activity: 'Magasiner par activité',
    popular: 'Recherches populaires',
    popularTerm: 'Bottes',
    popularResults: 'Résultats pour « botte »',
  },
} as const;

/** The project each locale's journeys run in (every locale once, not 4 × 2). */
const mobileLocales = new Set(['en-ca', 'fr-ca']);
/** Locales whose analytics are checked (en-gb waits for consent first, spec 3 §9). */
const analyticsChecked = (locale: string) => locale !== 'en-gb';

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
    test.skip(
      ({ isMobile }) => isMobile !== mobileLocales.has(locale),
      'each locale runs in one project',
    );

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
      if (analyticsChecked(locale)) {
        // The choice, pushed before the client navigation (the dataLayer stays).
        expect(await dataLayerEvents(page, 'searchSuggestionSelect')).toEqual([
          expect.objectContaining({
            pageType: 'home',
            searchTerm: 'boot',
            suggestionType: 'product',
            origin: 'Auto Suggest',
          }),
        ]);
      }
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
      if (analyticsChecked(locale)) {
        await expect
          .poll(() => dataLayerEvents(page, 'searchResults'))
          .toEqual([
            expect.objectContaining({
              pageType: 'search',
              searchTerm: 'black',
              resultCount: total,
              page: 1,
            }),
          ]);
      }
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

      // A product of the results: its click, with the Search origin and its position (the page
      // stays, so its dataLayer can be read: the link's navigation is cancelled after the push).
      if (analyticsChecked(locale)) {
        // The page's own view event first: its listeners are attached.
        await expect
          .poll(async () => (await dataLayerEvents(page, 'searchResults')).length)
          .toBe(1);
        await page.evaluate(() =>
          window.addEventListener('click', (event) => event.preventDefault(), { once: true }),
        );
        // The second card's title link (each card also has a quick-shop link after it).
        await page
          .getByRole('list', { name: w.black })
          .getByRole('article')
          .nth(1)
          .getByRole('link')
          .first()
          .click();
        expect((await dataLayerEvents(page, 'productClick')).at(-1)).toMatchObject({
          pageType: 'search',
          origin: 'Search',
          position: 2,
          searchTerm: 'black',
        });
      }
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
      if (analyticsChecked(locale)) {
        await expect
          .poll(() => dataLayerEvents(page, 'searchNoResults'))
          .toEqual([expect.objectContaining({ searchTerm: 'bootz', resultCount: 0 })]);
      }
      await tryTerms.getByRole('link', { name: 'boot', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.results);
    });

    test('the search hub: its carousels of search hub cards lead to a search', async ({ page }) => {
      await page.goto(`/${locale}/searchhub`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.hub);
      await expect(page.getByRole('heading', { level: 2, name: w.activity })).toBeVisible();
      const popular = page.locator('[data-block="productCollection"]').filter({
        has: page.getByRole('heading', { level: 2, name: w.popular }),
      });
      await expect(popular.first()).toBeVisible();
      if (analyticsChecked(locale)) {
        await expect
          .poll(() => dataLayerEvents(page, 'searchHubView'))
          .toEqual([expect.objectContaining({ pageType: 'searchHub' })]);
      }
      await expectNoAxeViolations(page);
      await popular.first().getByRole('link', { name: w.popularTerm }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.popularResults);
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
