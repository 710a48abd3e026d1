/**
 * Product page extras (spec 2 §7 "Internal" size chart and foot sizes, `productSets`): the size
 * guide opens in a dialog with the footwear chart and the foot-size conversion; a product of a
 * set shows the set's other products, each a link to its page. At desktop and mobile, axe on
 * every state.
 */
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';

test.describe('product page extras', () => {
  test('the size guide opens with the chart and the foot-size guide', async ({ page }) => {
    await page.goto('/en-us/p/mens-meadow-walker-ALP1401M');
    const open = page.locator('#main').getByRole('button', { name: 'Size guide' });
    await expectHydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog.getByRole('columnheader', { name: 'Foot length (cm)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('tab', { name: 'Foot-size guide' }).click();
    await expect(dialog.getByRole('columnheader', { name: 'US women' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("a product of a set shows the set's other products", async ({ page }) => {
    await page.goto('/en-us/p/x-ALP1101M');
    const set = page.getByRole('region', { name: 'Shop the set: Trail running kit' });
    await expect(set).toBeVisible();
    const links = set.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
    await links.first().click();
    await expect(page).toHaveURL(/\/en-us\/p\/[\w-]+-ALP\w+/);
  });
});
