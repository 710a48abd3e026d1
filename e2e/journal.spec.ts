/**
 * Journal on the demo site (spec 2 §7 "Social media gallery service"; spec 3 §2 "Article grid",
 * §3 "Article", §7, §9): the article grid shows 3 articles,
 * filters by a tag facet and loads more with Read more (count announced); an article page shows
 * its body and 4 related articles; the galleries load their media from the mock API's social
 * media gallery service (the second service after 500 ms) and open an item in a dialog; an
 * article's promo block raises promotion impression and click events (spec 3 §9). axe
 * clean on the journal and an article page. The server HTML (no JS) already carries the first
 * articles, the related articles and the gallery media.
 */
import { dataLayerEvents } from './dataLayer';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('journal', () => {
  test('article grid: 3 initially, filter by a tag, Read more', async ({ page }) => {
    await page.goto('/en-us/journal');
    await expect(page).toHaveTitle('The Journal — Summit Lab');
    const grid = page.locator('[data-block-type="articleGrid"]');
    await expect(grid.getByRole('article')).toHaveCount(3);
    await expect(grid.getByRole('status')).toHaveText('Showing 3 of 12 articles');
    await expectNoAxeViolations(page);

    await grid.getByRole('button', { name: 'Read more' }).click();
    await expect(grid.getByRole('article')).toHaveCount(6);
    await expect(grid.getByRole('status')).toHaveText('Showing 6 of 12 articles');

    const filters = grid.getByRole('navigation', { name: 'Filter articles by topic' });
    const hiking = filters.getByRole('button', { name: /^Hiking/ });
    await hiking.click();
    await expect(hiking).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('status')).toHaveText('Showing 3 of 4 articles');
    await grid.getByRole('button', { name: 'Read more' }).click();
    await expect(grid.getByRole('article')).toHaveCount(4);
    await expect(grid.getByRole('button', { name: 'Read more' })).toHaveCount(0);
    for (const card of await grid.getByRole('article').all()) {
      await expect(card.getByText('Hiking', { exact: true })).toBeVisible();
    }
  });

  test('opening an article shows its body and 4 related articles', async ({ page }) => {
    await page.goto('/en-us/journal');
    const grid = page.locator('[data-block-type="articleGrid"]');
    await grid.getByRole('link', { name: 'Hut to hut across the high route' }).click();
    await expect(page).toHaveURL(/\/en-us\/journal\/hut-to-hut$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hut to hut across the high route',
    );
    await expect(page).toHaveTitle('Hut to hut across the high route | Summit Lab Journal');
    await expect(page.getByRole('heading', { name: 'What we learned' })).toBeVisible();
    const related = page.locator('[data-block-type="articleRelated"]');
    await expect(
      related.getByRole('heading', { level: 2, name: 'Related articles' }),
    ).toBeVisible();
    await expect(related.getByRole('article')).toHaveCount(4);
    await expect(
      related.getByRole('link', { name: 'Hut to hut across the high route' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Its promo block raises promotion events like every content page's (spec 3 §9).
    const promo = page.locator('[data-promotion-id="PROMO-TRAIL-20"]');
    await promo.scrollIntoViewIfNeeded();
    const promotion = {
      promotionId: 'PROMO-TRAIL-20',
      promotionName: 'Trail running 20% off',
      creativeName: 'journal-article',
    };
    await expect
      .poll(() => dataLayerEvents(page, 'promotionImpression'))
      .toEqual([expect.objectContaining(promotion)]);
    await promo.getByText('Limited time').click();
    await expect
      .poll(() => dataLayerEvents(page, 'promotionClick'))
      .toEqual([expect.objectContaining(promotion)]);
  });

  test('an unknown article is a 404', async ({ page }) => {
    const response = await page.goto('/en-us/journal/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('galleries load their media from the social gallery service and open in a dialog', async ({
    page,
  }) => {
    await page.goto('/en-us/journal');
    const stream = page.locator('[data-gallery-kind="stream"]');
    await stream.scrollIntoViewIfNeeded();
    const tiles = stream.getByRole('button', { name: /^Photo shared by/ });
    await expect(tiles).toHaveCount(12);
    const image = tiles.first().locator('img');
    await expect(image).toHaveAttribute('src', /\/media\/ugc\/ugc-\d{2}\.svg$/);
    // The image is lazy: it loads once near the viewport, so wait for it rather than read it once.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    const customer = page.locator('[data-gallery-kind="customer"]');
    await customer.scrollIntoViewIfNeeded();
    await expect(customer.getByRole('button', { name: /climber|chalked|rope/ })).toHaveCount(5);

    await tiles.first().click();
    const dialog = page.getByRole('dialog', { name: /^Photo by @/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the server HTML carries the articles, related articles and gallery media (SEO, no JS)', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the HTML is the same at every viewport');
    const journal = await page.request.get('/en-us/journal');
    expect(journal.status()).toBe(200);
    const html = await journal.text();
    const grid = html.slice(html.indexOf('data-block-type="articleGrid"'));
    for (const title of [
      'Notes from a first trail race',
      'Keep waterproof boots waterproof',
      'Hut to hut across the high route',
    ]) {
      expect(grid).toContain(`>${title}</a>`);
    }
    expect(grid).toContain('Showing 3 of 12 articles');
    const stream = html.slice(html.indexOf('data-gallery-kind="stream"'));
    expect(stream.match(/<button[^>]*data-media-id="[^"]+"/g)?.length).toBeGreaterThanOrEqual(12);
    expect(stream).toMatch(/<img[^>]*src="[^"]*\/media\/ugc\/ugc-\d{2}\.svg"/);
    expect(stream).toMatch(/alt="Photo shared by @/);

    const article = await page.request.get('/en-us/journal/hut-to-hut');
    const related = (await article.text()).split('data-block-type="articleRelated"')[1] ?? '';
    expect(related.match(/<article/g)).toHaveLength(4);
    expect(related).not.toContain('>Hut to hut across the high route</a>');
  });

  test('French journal: labels and articles of fr-ca', async ({ page }) => {
    await page.goto('/fr-ca/journal');
    const grid = page.locator('[data-block-type="articleGrid"]');
    await expect(grid.getByRole('status')).toHaveText('3 articles affichés sur 12');
    await expect(grid.getByRole('link', { name: 'Carnet d’un premier trail' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir toute la galerie' })).toHaveAttribute(
      'href',
      '/fr-ca/journal',
    );
  });
});
