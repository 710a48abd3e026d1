/**
 * Subresource Integrity (spec 3 §7 "A payment provider script and a stylesheet are loaded with
 * integrity values"; README "Security headers"). Against the production builds:
 *
 * - Next's `experimental.sri` (sha384): the scripts Next writes into a page (polyfills, the
 *   bootstrap and root main files of `.next/build-manifest.json`) carry `integrity`; every
 *   `integrity` of a page matches the bytes served (fetched and hashed here), and every script
 *   and stylesheet of a page, with the attribute or not, is the file the build hashed
 *   (`.next/server/subresource-integrity-manifest.json`). What Next 16.4 leaves without the
 *   attribute (the client-component chunks React adds, chunks loaded on demand) is named in the
 *   report's annotations (next.config.ts says why).
 * - The Adyen provider's library and stylesheet, files of the shop's origin built from the
 *   pinned package (apps/storefront/scripts/adyen-assets.mjs): the served bytes match their
 *   manifest, and in the browser, under the page's nonce CSP, they load with the manifest's
 *   `integrity` and `crossorigin` and are refused with another value. (The provider itself
 *   needs `EXPRESS_PROVIDER=adyen` and Adyen's servers: README "Express checkout with Adyen".)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHydrated, test } from './fixtures';
import { serverSlot } from './servers';

const app = (file: string, name = 'storefront') =>
  new URL(`../apps/${name}/${file}`, import.meta.url);
const json = <T>(url: URL) => JSON.parse(readFileSync(url, 'utf8')) as T;

/** `sha384-<base64>` of some bytes, as an `integrity` attribute writes it. */
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A build's integrity manifest (`static/chunks/x.js` → `sha384-…`) and Next's own scripts. */
function buildOf(name: string) {
  const hashes = json<Record<string, string>>(
    app('.next/server/subresource-integrity-manifest.json', name),
  );
  const manifest = json<{ rootMainFiles: string[]; polyfillFiles: string[] }>(
    app('.next/build-manifest.json', name),
  );
  return { hashes, nextScripts: new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles]) };
}

interface ScriptTag {
  src: string;
  integrity: string | null;
}

/** The `<script src>` elements of the page as it is now (first HTML and added since). */
const scriptsOf = (page: Page) =>
  page.$$eval('script[src]', (scripts) =>
    scripts.map((s) => ({
      src: s.getAttribute('src') ?? '',
      integrity: s.getAttribute('integrity'),
    })),
  );

/**
 * Fetches every script and checks it: the bytes hash to its `integrity` when it has one, and
 * to the build's value; Next's own scripts must have the attribute.
 * @returns the scripts without `integrity` (what Next does not cover)
 */
async function expectScriptsIntact(
  request: APIRequestContext,
  origin: string,
  scripts: ScriptTag[],
  build: ReturnType<typeof buildOf>,
): Promise<string[]> {
  const uncovered: string[] = [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const { src, integrity } of scripts) {
    const url = new URL(src, origin);
    expect(url.origin, `${src} is of the page's origin`).toBe(origin);
    const file = url.pathname.replace(/^\/_next\//, '');
    const response = await request.get(url.href);
    expect(response.status(), src).toBe(200);
    const actual = sri(await response.body());
    expect(build.hashes[file], `${file} is in the build's integrity manifest`).toBe(actual);
    if (integrity) expect(integrity, `${src}: integrity matches the bytes served`).toBe(actual);
    else uncovered.push(file);
    if (build.nextScripts.has(file)) expect(integrity, `${file} (Next's own)`).toBeTruthy();
  }
  // The bootstrap scripts at least: one Next wrote carries the attribute on every page.
  expect(scripts.filter((s) => s.integrity).length).toBeGreaterThan(0);
  return uncovered;
}

function annotateUncovered(path: string, files: string[]) {
  if (files.length > 0)
    test.info().annotations.push({
      type: 'no integrity attribute (Next 16.4)',
      description: `${path}: ${files.join(', ')}`,
    });
}

test.describe('Subresource Integrity of the storefront', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files at every viewport');

  for (const path of ['/en-us', '/en-us/p/womens-harbour-canvas-sneaker-ALP1402W', '/en-us/cart']) {
    test(`${path}: every script is the build's, each integrity matches its bytes`, async ({
      page,
      request,
      baseURL,
    }) => {
      const build = buildOf('storefront');
      await page.goto(path);
      const origin = new URL(baseURL ?? '').origin;
      annotateUncovered(
        path,
        await expectScriptsIntact(request, origin, await scriptsOf(page), build),
      );
      // Next's stylesheets carry no integrity attribute (next.config.ts); their bytes are the build's.
      const stylesheets = await page.$$eval('link[rel="stylesheet"][href^="/_next/"]', (links) =>
        links.map((l) => l.getAttribute('href') ?? ''),
      );
      expect(stylesheets.length).toBeGreaterThan(0);
      for (const href of stylesheets) {
        const bytes = await (await request.get(new URL(href, origin).href)).body();
        expect(build.hashes[href.replace(/^\/_next\//, '')], href).toBe(sri(bytes));
      }
    });
  }

  test('the express flow loaded on demand is the build’s code', async ({
    page,
    request,
    baseURL,
  }) => {
    const build = buildOf('storefront');
    await page.goto('/en-us/p/womens-harbour-canvas-sneaker-ALP1402W');
    await page
      .getByRole('group', { name: /^Size/ })
      .locator('a:not([data-unavailable])')
      .first()
      .click();
    await page.waitForURL((url) => url.search.length > 0);
    const wallet = page
      .getByRole('region', { name: 'Express checkout' })
      .first()
      .getByRole('button', { name: 'Pay with card wallet' });
    await expectHydrated(wallet);
    const before = new Set((await scriptsOf(page)).map((s) => s.src));
    // Intent loads the flow, the press the provider (ExpressLauncher): chunks on demand.
    await wallet.click();
    await expect(page.getByRole('dialog', { name: 'Card wallet' })).toBeVisible();
    const added = (await scriptsOf(page)).filter((s) => !before.has(s.src));
    expect(added.length, 'chunks loaded on demand').toBeGreaterThan(0);
    const origin = new URL(baseURL ?? '').origin;
    for (const { src, integrity } of added) {
      const bytes = await (await request.get(new URL(src, origin).href)).body();
      const file = new URL(src, origin).pathname.replace(/^\/_next\//, '');
      expect(build.hashes[file], `${file} is the build's`).toBe(sri(bytes));
      if (integrity) expect(integrity).toBe(sri(bytes));
    }
    annotateUncovered(
      'express chunks on demand',
      added.filter((s) => !s.integrity).map((s) => s.src),
    );
  });
});

test.describe("the Adyen provider's files (spec 3 §7)", () => {
  test.skip(({ isMobile }) => isMobile, 'the same files at every viewport');

  interface AdyenManifest {
    version: string;
    global: string;
    script: { path: string; integrity: string };
    stylesheet: { path: string; integrity: string };
  }
  const manifest = () => json<AdyenManifest>(app('public/vendor/adyen-web/manifest.json'));

  test('the served script and stylesheet match their manifest', async ({ request }) => {
    const built = manifest();
    const served = await request.get('/vendor/adyen-web/manifest.json');
    expect(await served.json()).toEqual(built);
    expect(built.version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const file of [built.script, built.stylesheet]) {
      expect(file.path).toMatch(
        new RegExp(`^/vendor/adyen-web/${built.version}/adyen\\.(js|css)$`),
      );
      const response = await request.get(file.path);
      expect(response.status(), file.path).toBe(200);
      expect(sri(await response.body()), file.path).toBe(file.integrity);
    }
  });

  test('under the nonce CSP they load with their integrity and are refused with another', async ({
    page,
  }) => {
    const built = manifest();
    // The cart keeps the nonce CSP (a page with payment, ARCHITECTURE.md §11).
    await page.goto('/en-us/cart');
    const load = (integrity: { script: string; stylesheet: string }, bust: string) =>
      page.evaluate(
        async ({ built, integrity, bust }) => {
          const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement).nonce;
          const add = (element: HTMLScriptElement | HTMLLinkElement) =>
            new Promise<boolean>((resolve) => {
              element.addEventListener('load', () => resolve(true), { once: true });
              element.addEventListener('error', () => resolve(false), { once: true });
              document.head.appendChild(element);
            });
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.setAttribute('integrity', integrity.stylesheet);
          link.setAttribute('crossorigin', 'anonymous');
          link.href = `${built.stylesheet.path}${bust}`;
          const script = document.createElement('script');
          script.nonce = nonce;
          script.setAttribute('integrity', integrity.script);
          script.setAttribute('crossorigin', 'anonymous');
          script.src = `${built.script.path}${bust}`;
          const [stylesheet, library] = await Promise.all([add(link), add(script)]);
          const global = (window as unknown as Record<string, { AdyenCheckout?: unknown }>)[
            built.global
          ];
          return { stylesheet, library, defined: typeof global?.AdyenCheckout === 'function' };
        },
        { built, integrity, bust },
      );

    // Another value first (a fresh URL each time, so no cached answer is reused).
    const wrong = `sha384-${'A'.repeat(64)}`;
    expect(await load({ script: wrong, stylesheet: wrong }, '?tampered')).toEqual({
      stylesheet: false,
      library: false,
      defined: false,
    });
    expect(
      await load({ script: built.script.integrity, stylesheet: built.stylesheet.integrity }, ''),
    ).toEqual({ stylesheet: true, library: true, defined: true });
  });
});

test.describe('Subresource Integrity of the preview tool', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files at every viewport');

  test("its scripts are the build's, each integrity matches its bytes", async ({
    page,
    request,
  }) => {
    const { previewUrl } = serverSlot();
    const build = buildOf('preview-tool');
    await page.goto(`${previewUrl}/`);
    annotateUncovered(
      'preview tool',
      await expectScriptsIntact(request, previewUrl, await scriptsOf(page), build),
    );
  });
});
