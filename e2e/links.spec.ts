/**
 * Every demo link lands (spec 1 §2 routes; spec 2 §2 page types, §7 content pages): from each
 * locale's home page, every same-origin link of the page, of the menu (level 2 and 3 links are
 * in the server HTML even while their panels are hidden) and of the footer is requested and
 * must answer 200 with a page that is not the not-found page; then every link in the `<main>`
 * of the content pages those links reach (help, legal, loyalty, fixed pages...: one level
 * further) is requested the same way. No link is a placeholder (`e2e/linkRules.ts`: an empty
 * or `#` href, a `javascript:` URL, the about page under another name); links to the pages
 * other work is building (`pendingRoutes`, none today) are accepted unrequested.
 * Desktop project only (the links are the same on mobile); requests go through `page.request`
 * (no browser navigation), a few at a time.
 *
 * The seed content is checked offline too: `node --import tsx
 * packages/mock-api/scripts/check-links.ts` lists every link of every document.
 */
import { expect, test } from './fixtures';
import { isPendingRoute, placeholderReason } from './linkRules';

const locales = ['en-us', 'en-ca', 'fr-ca', 'en-gb'] as const;

/** Titles of the not-found page (apps/storefront/src/lib/messages.ts), in every language. */
const notFoundTitles = ['Page not found', 'Page introuvable'];

/** How many link requests run at once (2 cores shared with the storefront and the mock API). */
const concurrency = 4;

/**
 * First path segments (after the locale) of pages that are not content pages: the crawl
 * requests them but does not follow their links (catalogue, account, cart and checkout).
 */
const notContent = new Set([
  'c',
  'p',
  'account',
  'associate-login',
  'cart',
  'checkout',
  'favorites',
  'forgot-password',
  'order-confirmation',
  'order-status',
  'reset-password',
  'sign-in',
  'sign-up',
]);

/** One link as written in a page: the raw `href`, its text, and the page it was found on. */
interface FoundLink {
  href: string;
  text: string;
  from: string;
}

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

const entities: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
};

/** Decodes the HTML entities React writes (`&amp;`, `&#x27;`, `&#39;`...). */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

/** The links inside the `<main>` of a server-rendered page (raw `href`, `aria-label` or text). */
function mainLinks(html: string, from: string): FoundLink[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return [...main.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].flatMap(
    ([, attributes = '', inner]) => {
      const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
      if (href === undefined) return [];
      const label = /\saria-label="([^"]*)"/.exec(attributes)?.[1];
      const text = label ?? (inner ?? '').replace(/<[^>]*>/g, ' ');
      return [{ href: decode(href), text: decode(text).replace(/\s+/g, ' ').trim(), from }];
    },
  );
}

for (const locale of locales) {
  test(`${locale}: every link of the home page, the menu, the footer and the content pages lands`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'same links on every viewport');
    test.setTimeout(300_000);
    await page.goto(`/${locale}`);
    const origin = new URL(page.url()).origin;
    const failures: string[] = [];
    const otherHomes = locales.filter((other) => other !== locale).map((other) => `/${other}`);

    /**
     * The same-origin paths (path and query) of `links` not seen yet; records placeholders and
     * links out of the locale as failures.
     */
    const seen = new Set<string>([`/${locale}`]);
    const newPaths = (links: FoundLink[]): string[] => {
      const paths: string[] = [];
      for (const link of links) {
        const placeholder = placeholderReason(link.href, link.text);
        if (placeholder)
          failures.push(`${link.from}: "${link.text}" (${link.href}) → ${placeholder}`);
        if (placeholder === 'no target' || placeholder === 'a javascript: URL') continue;
        const url = new URL(link.href, `${origin}${link.from}`);
        if (url.origin !== origin || url.pathname.startsWith('/_next/')) continue;
        const path = `${url.pathname}${url.search}`;
        // Every link stays in the shopper's locale, but for the locale switcher's home pages.
        const inLocale =
          url.pathname === `/${locale}` ||
          url.pathname.startsWith(`/${locale}/`) ||
          otherHomes.includes(url.pathname);
        if (!inLocale) failures.push(`${link.from}: "${link.text}" (${path}) → another locale`);
        if (!seen.has(path) && inLocale) {
          seen.add(path);
          paths.push(path);
        }
      }
      return paths.sort();
    };

    /** Requests every path; failures for a status but 200 or the not-found page; the HTML. */
    const land = async (paths: string[]) => {
      const pages = new Map<string, string>();
      await eachLimited(paths, concurrency, async (path) => {
        if (isPendingRoute(path)) return;
        const response = await page.request.get(path, { timeout: 60_000 });
        const status = response.status();
        if (status !== 200) {
          failures.push(`${path} → ${status}`);
          return;
        }
        const html = await response.text();
        const notFound = notFoundTitles.find((title) => html.includes(`>${title}</h1>`));
        if (notFound) failures.push(`${path} → not-found page (${notFound})`);
        else pages.set(path, html);
      });
      return pages;
    };

    const homeLinks = await page.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        text: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
      })),
    );
    const firstLevel = newPaths(homeLinks.map((link) => ({ ...link, from: `/${locale}` })));
    // The home page links to the catalogue, the menu and the footer: far more than a handful.
    expect(firstLevel.length).toBeGreaterThan(20);
    const reached = await land(firstLevel);

    // One level further: the links in the main content of the content pages reached.
    const contentPages = [...reached].filter(([path]) => {
      const [, pathLocale, section = ''] = path.split('?')[0]?.split('/') ?? [];
      return pathLocale === locale && section !== '' && !notContent.has(section);
    });
    expect(contentPages.map(([path]) => path)).toEqual(
      expect.arrayContaining([`/${locale}/help`, `/${locale}/loyalty`, `/${locale}/promotions`]),
    );
    const secondLevel = newPaths(contentPages.flatMap(([path, html]) => mainLinks(html, path)));
    await land(secondLevel);

    const total = firstLevel.length + secondLevel.length;
    expect(failures, `${failures.length} problems in ${total} links`).toEqual([]);
  });
}
