/**
 * One stylesheet per page (ARCHITECTURE.md §2 "Styling"; a deterministic figure held in CI, as
 * the first-load JS budgets are). The production build compiles the vanilla-extract modules to
 * class names only and the root layouts import the one stylesheet that
 * apps/storefront/scripts/stylesheet.mjs built from them (Turbopack alone writes a file per
 * module: 51 render-blocking stylesheets on the about page, 57 on a category page).
 *
 * Each page's HTML links exactly one stylesheet, the same file on every page (one download
 * for a whole visit), and that file styles the page: its shell's elements (skip link, header,
 * main, footer) carry classes the stylesheet has rules for, so the compiled modules' class
 * names and the stylesheet's are the same.
 */
import type { Page } from '@playwright/test';
import { addToCart } from './checkoutHelpers';
import { expect, test } from './fixtures';

const pages = [
  '/en-us',
  '/en-us/about',
  '/en-us/c/hiking-boots-300010',
  '/en-us/p/mens-meadow-walker-ALP1401M',
  '/en-us/cart',
  '/en-us/sign-in',
  '/fr-ca/journal',
] as const;

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The `href` of every stylesheet `<link>` of an HTML document. */
const stylesheetsOf = (html: string) =>
  [...html.matchAll(stylesheetLink)].map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1]);

/**
 * Those of `selectors` whose element has no class the page's stylesheets have a rule for
 * (empty when the stylesheet styles them all).
 */
const unstyled = (page: Page, selectors: readonly string[]) =>
  page.evaluate((selectors) => {
    const names = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const name of rule.selectorText.match(/\.[\w-]+/g) ?? []) names.add(name);
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    return selectors.filter((selector) => {
      const classes = Array.from(document.querySelector(selector)?.classList ?? []);
      return !classes.some((name) => names.has(`.${name}`));
    });
  }, selectors);

/** The `href` of every stylesheet `<link>` of the page as it is now. */
const linkedStylesheets = (page: Page) =>
  page.$$eval('link[rel="stylesheet"]', (elements) =>
    elements.map((element) => element.getAttribute('href') ?? undefined),
  );

test.skip(({ isMobile }) => isMobile, 'the same stylesheet at every viewport');

test('every page links one stylesheet, the same file, that styles its shell', async ({
  page,
  request,
}) => {
  const seen = new Set<string | undefined>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const stylesheets = stylesheetsOf(html);
    expect(stylesheets, `${path}: stylesheets in the HTML`).toHaveLength(1);
    seen.add(stylesheets[0]);
  }
  expect([...seen], 'one stylesheet for every page').toHaveLength(1);

  const shell = ['a[href="#main"]', 'header', 'main', 'footer'];
  await page.goto('/en-us/about');
  expect(await unstyled(page, shell), 'the about page: shell without a rule').toEqual([]);
  // The 404 outside every locale (app/global-not-found.tsx) is drawn in the browser.
  await page.goto('/xx-yy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await linkedStylesheets(page), 'the 404: stylesheets').toEqual([...seen]);
  expect(await unstyled(page, ['body', 'main']), 'the 404: shell without a rule').toEqual([]);
});

test('the checkout links the same one stylesheet', async ({ page, request }) => {
  await addToCart(page);
  const home = stylesheetsOf(await (await request.get('/en-us/about')).text());
  await page.goto('/en-us/checkout');
  expect(await linkedStylesheets(page)).toEqual(home);
});
