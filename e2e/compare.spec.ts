/**
 * Compare from the category grid (spec 2 §7 "Internal" `/fapi/components/compare`, 2 to 4
 * products): by keyboard alone, choose products with their cards' "Compare" boxes (the status
 * counts them; at 4 the other boxes are disabled), open the compare dialog (dialog manager, its
 * code loaded on first use) with one column per product, close it with Escape (focus back on
 * the button); without JavaScript the same form leads to `/{locale}/compare` with the same
 * table. en-us on desktop, fr-ca on mobile; axe clean on the grid and the open dialog.
 */

import type { Locator } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, type Page, tabTo, test } from './fixtures';

const words = {
  'en-us': {
    category: '/en-us/c/hiking-boots-300010',
    form: 'Compare products',
    hint: 'Choose 2 to 4 products to compare.',
    two: '2 products chosen (2 to 4).',
    full: '4 products chosen (2 to 4). You can compare up to 4 products.',
    tooFew: 'Choose at least 2 products to compare.',
    compare: 'Compare',
    dialog: 'Compare products',
    price: 'Price',
    sizes: 'Sizes',
  },
  'fr-ca': {
    category: '/fr-ca/c/chaussures-de-randonnee-300010',
    form: 'Comparer des produits',
    hint: 'Choisissez de 2 à 4 produits à comparer.',
    two: '2 produits choisis (2 à 4).',
    full: '4 produits choisis (2 à 4). Vous pouvez comparer jusqu’à 4 produits.',
    tooFew: 'Choisissez au moins 2 produits à comparer.',
    compare: 'Comparer',
    dialog: 'Comparer des produits',
    price: 'Prix',
    sizes: 'Tailles',
  },
} as const;

type LocalePath = keyof typeof words;

/** Moves the focus back to `target` with Shift+Tab (it lies a few stops behind). */
async function shiftTabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(target).toBeFocused();
}

/** The cards' compare boxes, in grid order. */
function boxes(page: Page) {
  return page.locator('input[type="checkbox"][form="compare-form"]');
}

for (const locale of Object.keys(words) as LocalePath[]) {
  const w = words[locale];

  test.describe(`compare (${locale})`, () => {
    test.skip(
      ({ isMobile }) => isMobile !== (locale === 'fr-ca'),
      'each locale runs in one project',
    );

    test('choose products by keyboard → the compare dialog → Escape', async ({ page }) => {
      await page.goto(w.category);
      const form = page.getByRole('form', { name: w.form });
      const status = form.getByRole('status');
      await expect(status).toHaveText(w.hint);
      const submit = form.getByRole('button', { name: w.compare, exact: true });
      await expectHydrated(submit);

      // From the compare form on (the facets' many links lie before it), the keyboard alone.
      await submit.focus();
      // One product is not enough: the status says so.
      await tabTo(page, boxes(page).nth(0));
      await page.keyboard.press('Space');
      await expect(boxes(page).nth(0)).toBeChecked();
      await shiftTabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(w.tooFew);

      // Two: the status counts them; axe on the grid with its choices.
      await tabTo(page, boxes(page).nth(1));
      await page.keyboard.press('Space');
      await expect(status).toHaveText(w.two);
      await expectNoAxeViolations(page);

      // Four: the other boxes are disabled.
      for (const n of [2, 3]) {
        await tabTo(page, boxes(page).nth(n));
        await page.keyboard.press('Space');
      }
      await expect(status).toHaveText(w.full);
      await expect(boxes(page).nth(4)).toBeDisabled();
      await tabTo(page, boxes(page).nth(3));
      await page.keyboard.press('Space');
      await expect(boxes(page).nth(4)).toBeEnabled();

      // Compare three: a column per product, a row per feature.
      await shiftTabTo(page, submit);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      const table = dialog.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      await expect(table.getByRole('rowheader', { name: w.price })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: w.sizes })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(submit).toBeFocused();
    });
  });
}

test.describe('compare without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'one run is enough: no layout rule');

  test('the grid’s form leads to the compare page', async ({ page }) => {
    const w = words['en-us'];
    await page.goto(w.category);
    await boxes(page).nth(0).check();
    await boxes(page).nth(1).check();
    await page.getByRole('form', { name: w.form }).getByRole('button', { name: w.compare }).click();
    await expect(page).toHaveURL(/\/en-us\/compare\?productIds=\w+&productIds=\w+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.dialog);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  });
});
