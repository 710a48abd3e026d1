// The checks of scripts/scale-out.mjs (README "Production and scaling"): a round-robin proxy,
// a revalidation told to one instance and seen by the other, a basket across both instances.
import http from 'node:http';
import { createRequire } from 'node:module';
import { chromiumArgs, findTestChromium } from '../chromium.mjs';

const headers = {
  'x-site-id': 'us',
  'x-channel': 'ECOMM',
  'x-brand': 'alpine',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-client-app': 'scale-out',
  'x-transaction-id': 'scale-out',
  'x-correlation-id': 'scale-out',
  'content-type': 'application/json',
};

/** A round-robin proxy: each request goes to the other upstream than the one before. */
export function roundRobin(upstreams, port) {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index] += 1;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const forwarded = http.request(
      target,
      // The shopper's host stays (Server Actions compare it with `origin`).
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, served })),
  );
}

/**
 * The two checks, each reporting through `check(ok, text)` and adding to `figures`.
 * @param {{ urls: { a: string; b: string; proxy: string; mockApi: string }; check: (ok: boolean, text: string) => void; figures: [string, string][] }} context
 */
export function scaleOutChecks({ urls, check, figures }) {
  async function mockApi(pathname, body) {
    const response = await fetch(`${urls.mockApi}${pathname}`, {
      method: body ? 'POST' : 'GET',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  const timed = async (target) => {
    const started = performance.now();
    const response = await fetch(target);
    const html = await response.text();
    return { html, ms: Math.round(performance.now() - started), status: response.status };
  };

  /**
   * Fetches `target` until `seen(html)` holds, for at most `limitMs` (each instance keeps its
   * own pages and reloads the shared tag state every second).
   * @returns the last answer and the time until it held (or the limit), ms
   */
  const until = async (target, seen, limitMs = 3000) => {
    const started = performance.now();
    for (;;) {
      const answer = await timed(target);
      const ms = Math.round(performance.now() - started);
      if (seen(answer.html) || ms > limitMs) return { ...answer, ms };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Check 1: a revalidation told to instance A is seen on instance B. */
  async function revalidationAcrossInstances() {
    const { a, b } = urls;
    const heading = 'Outfitting the trail since 1978';
    const cold = await timed(`${b}/en-us/about`);
    const warm = await timed(`${a}/en-us/about`);
    figures.push(['about page, B cold / A after B (ms)', `${cold.ms} / ${warm.ms}`]);
    check(
      cold.html.includes(heading) && warm.html.includes(heading),
      'both instances serve the about page',
    );

    const document = await mockApi('/pub/caas/v1/canvas/page/us/about?locale=en-US');
    const republished = `${heading} (scaled)`;
    const changed = JSON.parse(JSON.stringify(document).replaceAll(heading, republished));
    const published = await mockApi('/__e2e/content/publish?locale=en-US', {
      docType: 'page',
      siteId: 'us',
      locale: 'en-US',
      slug: 'about',
      document: changed,
      revalidate: true,
    });
    check(
      published.revalidated === true,
      'the mock API told instance A (signed POST /api/revalidate)',
    );
    const seen = await until(`${b}/en-us/about`, (html) => html.includes(republished));
    check(seen.html.includes(republished), 'instance B serves the new heading within 3 s');
    figures.push(['about page on B: the new heading after (ms)', String(seen.ms)]);

    const product = { id: 'ALP1001M', path: '/en-us/p/mens-summit-gtx-boot-ALP1001M' };
    const before = await timed(`${b}${product.path}`);
    const currentMinor = 12345;
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      currentMinor / 100,
    );
    check(
      before.status === 200 && !before.html.includes(price),
      `product page on B without ${price}`,
    );
    const priced = await mockApi('/__e2e/price?locale=en-US', {
      productId: product.id,
      currency: 'USD',
      currentMinor,
    });
    check(priced.revalidated === true, 'a price change told instance A (product tag)');
    const after = await until(`${b}${product.path}`, (html) => html.includes(price));
    check(after.html.includes(price), `instance B shows the new price ${price} within 3 s`);
    figures.push([
      'product page on B before / until the new price (ms)',
      `${before.ms} / ${after.ms}`,
    ]);
  }

  /** Check 2: a basket served alternately by both instances, in Chromium through the proxy. */
  async function basketAcrossInstances(served) {
    const executablePath = findTestChromium();
    if (!executablePath) {
      check(false, 'a Chromium to drive the cart (see scripts/with-chromium.mjs)');
      return;
    }
    const require = createRequire(import.meta.url);
    const { chromium } = require('@playwright/test');
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      const page = await browser.newPage({ baseURL: urls.proxy });
      const before = [...served];
      await page.goto('/en-us/p/mens-summit-gtx-boot-ALP1001M');
      const size = page
        .getByRole('group', { name: /^Size/ })
        .locator('a:not([data-unavailable])')
        .first();
      await size.click();
      await page.waitForURL((target) => target.search.length > 0);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
      await miniCart.getByTestId('cart-item').first().waitFor();
      check(
        (await miniCart.getByTestId('cart-item').count()) === 1,
        'added to cart through the proxy',
      );
      const heading = page.getByRole('heading', { level: 1 });
      const views = [];
      for (let view = 0; view < 4; view += 1) {
        await page.goto('/en-us/cart');
        await page.getByTestId('cart-item').first().waitFor();
        views.push(await heading.textContent());
      }
      check(
        views.every((text) => text === 'Cart (1 item)'),
        `the cart shows the item on 4 views in a row (${views.join(', ')})`,
      );
      // Two units: 2 items, or 3 when they pass the free-gift promotion's 250 (e2e/cart.spec.ts).
      await page.getByTestId('cart').getByLabel('Quantity').first().selectOption('2');
      await page.getByRole('heading', { level: 1, name: /^Cart \([23] items\)$/ }).waitFor();
      const changed = await heading.textContent();
      const after = [];
      for (let view = 0; view < 2; view += 1) {
        await page.reload();
        await page.getByTestId('cart-item').first().waitFor();
        const quantity = await page.getByTestId('cart').getByLabel('Quantity').first().inputValue();
        after.push(`${await heading.textContent()} qty ${quantity}`);
      }
      check(
        after.every((text) => text === `${changed} qty 2`),
        `a quantity changed through one instance holds on the next views (${after.join(', ')})`,
      );
      const share = served.map((count, i) => count - (before[i] ?? 0));
      figures.push(['requests through the proxy to A / B', share.join(' / ')]);
      check(
        share.every((count) => count > 0),
        'both instances served the journey',
      );
    } finally {
      await browser.close();
    }
  }

  return { revalidationAcrossInstances, basketAcrossInstances };
}
