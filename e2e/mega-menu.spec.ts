/**
 * Mega menu on the demo site (spec 3 §3 "Mega menu", §9): the header's
 * menu comes from the menu document (`menu/{siteId}`, three levels). Desktop: opened by keyboard,
 * arrowed through to a level-3 link, Escape closes and returns focus; the links work without
 * JavaScript; the header hides on scroll down and returns on scroll up. Mobile: the drawer opens
 * by touch, a section expands (analytics event), a level-3 link is followed. axe clean on both.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

const dataLayerEvents = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop bar and panels');

  test('keyboard: open, arrow through to a level-3 link, Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/en-us');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const women = nav.getByRole('link', { name: 'Women', exact: true });
    const men = nav.getByRole('link', { name: 'Men', exact: true });
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await women.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await women.focus();
    await page.keyboard.press('ArrowRight');
    await expect(men).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(women).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/en-us$/);

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Shop all Women' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Clothing (level 2)
    await page.keyboard.press('ArrowDown'); // Jackets (level 3)
    const jackets = panel.getByRole('link', { name: 'Jackets' }).first();
    await expect(jackets).toBeFocused();
    await expect(jackets).toHaveAttribute('data-menu-level', '3');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(women).toBeFocused();
  });

  test('hover opens a panel after the intent delay; its links are followed', async ({ page }) => {
    await page.goto('/en-us');
    const gear = page.getByRole('link', { name: 'Gear', exact: true });
    await gear.hover();
    await expect(gear).toHaveAttribute('aria-expanded', 'true');
    const tents = page.getByRole('link', { name: 'Tents', exact: true });
    await expect(tents).toBeVisible();
    const href = await tents.getAttribute('href');
    await tents.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('without JavaScript the top items are plain links and panels stay hidden', async ({
    page,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/en-us');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const women = nav.getByRole('link', { name: 'Women', exact: true });
    await expect(women).toHaveAttribute('href', '/en-us/c/women-2000');
    await expect(nav.getByRole('link', { name: 'Jackets', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveCount(6);
    await women.click();
    await expect(page).toHaveURL(/\/en-us\/c\/women-2000$/);
  });

  test('the header hides on scroll down and comes back on scroll up', async ({ page }) => {
    await page.goto('/en-us');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await page.waitForFunction(() => document.documentElement.scrollHeight > 2 * innerHeight);
    await page.mouse.move(640, 500);
    for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 250);
    await expect(header).toHaveAttribute('data-hidden', '');
    // The header decides on the net move of a debounced burst (200 ms, at most 500 ms): wait
    // until the wheel's scrolling has ended, or a busy machine merges the scroll up below with
    // the end of the scroll down into one burst that still goes down.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          setTimeout(() => resolve(window.scrollY === y), 300);
        }),
    );
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect(header).toBeInViewport();
  });
});

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the menu below lg');

  test('drawer: open by touch, expand a section, follow a level-3 link', async ({ page }) => {
    await page.goto('/en-us');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const women = drawer.getByRole('button', { name: 'Women', exact: true });
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await women.tap();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Shop all Women' })).toBeVisible();
    const clothing = drawer.getByRole('button', { name: 'Clothing', exact: true }).first();
    await clothing.tap();
    await expect(clothing).toHaveAttribute('aria-expanded', 'true');
    expect(await dataLayerEvents(page)).toEqual(
      expect.arrayContaining(['mobileMenuSectionExpand']),
    );
    await expectNoAxeViolations(page);

    const jackets = drawer.getByRole('link', { name: 'Jackets', exact: true }).first();
    await expect(jackets).toBeVisible();
    const href = await jackets.getAttribute('href');
    expect(href).toMatch(/^\/en-us\/c\/jackets-\d+$/);
    await jackets.tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('fr-ca: the drawer speaks French', async ({ page }) => {
    await page.goto('/fr-ca');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Femmes', exact: true }).tap();
    await expect(drawer.getByRole('link', { name: 'Tout magasiner : Femmes' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Fermer' })).toBeVisible();
  });
});
