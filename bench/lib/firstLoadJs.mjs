// First-load JavaScript of one cold load: the measurement of `npm run bench:first-load-js` and of
// the CI budgets (e2e/first-load-js.spec.ts), so both count the same bytes.
import { isLocalUrl } from './guestSession.mjs';

/**
 * Loads `url` cold (with the session `cookies`, if any) and returns the encoded bytes of its script responses.
 * @param {import('playwright').Browser} browser
 * @returns {Promise<{ bytes: number, files: number }>}
 */
export async function firstLoadJs(
  browser,
  /** @type {string} */ url,
  /** @type {import('playwright').Cookie[]} */ cookies = [],
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (u) => !isLocalUrl(u.href),
    (r) => r.abort('blockedbyclient'),
  );
  if (cookies.length > 0) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** @type {import('playwright').Response[]} */
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  if (new URL(page.url()).pathname !== new URL(url).pathname) {
    throw new Error(`${url} went to ${page.url()}`);
  }
  const noModule = new Set(
    await page.$$eval('script[nomodule][src]', (els) =>
      els.map((el) => /** @type {HTMLScriptElement} */ (el).src),
    ),
  );
  let bytes = 0;
  let files = 0;
  for (const res of scripts) {
    if (noModule.has(res.url()) || /polyfill/i.test(new URL(res.url()).pathname)) continue;
    const sizes = await res.request().sizes();
    bytes += sizes.responseBodySize;
    files += 1;
  }
  await context.close();
  return { bytes, files };
}
