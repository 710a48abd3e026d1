/**
 * Every demo link lands (spec 1 §2 routes; spec 2 §2 page types): from each locale's home page,
 * every same-origin link of the page, of the menu (level 2 and 3 links are in the server HTML
 * even while their panels are hidden) and of the footer is requested and must answer 200 with a
 * page that is not the not-found page. Desktop project only (the links are the same on mobile);
 * requests go through `page.request` (no browser navigation), a few at a time.
 *
 * The seed content is checked offline too: `node --import tsx
 * packages/mock-api/scripts/check-links.ts` lists every link of every document.
 */
import { expect, test } from './fixtures';

const locales = ['en-us', 'en-ca', 'fr-ca', 'en-gb'] as const;

/** Titles of the not-found page (apps/storefront/src/lib/messages.ts), in every language. */
const notFoundTitles = ['Page not found', 'Page introuvable'];

/** How many link requests run at once (2 cores shared with the storefront and the mock API). */
const concurrency = 4;

/** Runs `work` over `items`, at most `limit` at a time; resolves when all are done. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

for (const locale of locales) {
  test(`${locale}: every link of the home page, the menu and the footer lands`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'same links on every viewport');
    test.setTimeout(180_000);
    await page.goto(`/${locale}`);
    const origin = new URL(page.url()).origin;
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const paths = [
      ...new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin && !url.pathname.startsWith('/_next/'))
          .map((url) => `${url.pathname}${url.search}`),
      ),
    ].sort();
    // The home page links to the catalogue, the menu and the footer: far more than a handful.
    expect(paths.length).toBeGreaterThan(20);
    // Every link stays in the shopper's locale, but for the locale switcher's home pages.
    const otherHomes = locales.filter((other) => other !== locale).map((other) => `/${other}`);
    expect(
      paths.filter(
        (path) =>
          path !== `/${locale}` && !path.startsWith(`/${locale}/`) && !otherHomes.includes(path),
      ),
    ).toEqual([]);

    const failures: string[] = [];
    await eachLimited(paths, concurrency, async (path) => {
      const response = await page.request.get(path, { timeout: 60_000 });
      const status = response.status();
      if (status !== 200) {
        failures.push(`${path} → ${status}`);
        return;
      }
      const html = await response.text();
      const notFound = notFoundTitles.find((title) => html.includes(`>${title}</h1>`));
      if (notFound) failures.push(`${path} → not-found page (${notFound})`);
    });
    expect(failures, `${failures.length} of ${paths.length} links do not land`).toEqual([]);
  });
}
