/**
 * Shared e2e fixtures. Import `test`, `expect` and the helpers from here, never from
 * '@playwright/test'.
 *
 * - Every request to a host other than 127.0.0.1 / localhost is recorded and fails (the browser
 *   resolves no other host name: `--host-resolver-rules` in playwright.config.ts, cheaper than
 *   intercepting every request); after each test, `externalRequests` asserts none was attempted
 *   (the storefront must work with no outside service).
 * - `expectNoAxeViolations(page)` runs axe (WCAG 2.x A and AA rules; on a page without frames
 *   every rule axe enables by default, its best practices too) on the whole document
 *   (header, footer, dialogs included) and fails with a readable list (e2e/axe.ts; a state this
 *   worker already found clean is not checked twice). Call it on every page and state a
 *   journey reaches, at both projects (desktop and mobile).
 * - `expectHydrated(locator)` waits until React has hydrated an element (its handlers are on):
 *   after a full page load (plain `<a>` links, GET forms, `page.goto`) a change event sent before
 *   hydration is lost (a `<select>` that submits on change does nothing).
 * - Pop-ups (spec 3 §4) would cover other journeys: every test starts with the demo pop-ups
 *   dismissed (the `popupDismissals` localStorage entry the popup block reads, written by an init
 *   script before any page script). A test about pop-ups opts out with
 *   `test.use({ dismissPopups: false })`.
 * - Every page runs under the apps' enforced Content-Security-Policy: a CSP violation the browser
 *   reports in the console (`Refused to … Content Security Policy …`) fails the test. A test that
 *   provokes one on purpose asserts it in `cspViolations`, then empties the array.
 *
 * Isolation: each worker has its own mock API, storefront and preview tool (a slot of
 * e2e/servers.ts, started once per run; `baseURL` is the worker's storefront), and before every
 * test the `freshData` fixture puts back the data the mock API was seeded with (`POST
 * /__e2e/reset`, packages/mock-api/src/routes/e2e: only the tables written since are refilled).
 * A journey never sees another's purchases, coupons, accounts or gift cards: it runs alone or
 * in any order. The test-only routes (`MOCK_API_E2E=1`) also set stock and make gift cards; the
 * `mockApi` fixture drives them:
 *
 * ```ts
 * test.use({ restock: ['ALP1001M'] }); // before each test of the file: >= 100 units, 20 per store
 * test('buys', async ({ page, mockApi }) => {
 *   await mockApi.restock('ALP1002W', { storeQuantity: 5 }); // online and in every store
 *   await mockApi.setStock(['ALP1003M-BLA-9'], 1); // exact (variant ids: product-COL-size)
 *   const card = await mockApi.giftCard(50); // USD 50.00, a card no one else spends
 *   await field(page, 'Gift card number').fill(card.cardNumber);
 * });
 * ```
 *
 * `restock` only raises stock (`max(current, quantity)`); `setStock` sets it exactly. Both last
 * until the next test's reset.
 */
import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { serverSlot } from './servers';

/** localStorage key of the dismissed pop-ups (the popup block's `popupDismissalsKey`). */
export const popupDismissalsKey = 'popupDismissals';

/** The names of every pop-up in the demo content (seed/content/popups.json). */
export function seededPopupNames(): string[] {
  const url = new URL('../packages/mock-api/seed/content/popups.json', import.meta.url);
  const documents = JSON.parse(readFileSync(url, 'utf8')) as {
    slots?: { main?: { type?: string; fields?: { name?: unknown } }[] };
  }[];
  const names = documents.flatMap((document) =>
    (document.slots?.main ?? []).flatMap((block) =>
      block.type === 'popup' && typeof block.fields?.name === 'string' ? [block.fields.name] : [],
    ),
  );
  return [...new Set(names)];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** @returns true when the URL stays on this machine (or is not a network URL at all). */
export function isLocalUrl(url: string): boolean {
  const u = new URL(url);
  if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return true;
  return LOCAL_HOSTS.has(u.hostname);
}

/** Base URL of this worker's mock API (e2e/servers.ts). */
export const mockApiUrl = serverSlot().mockApiUrl;

/** Headers every mock API call carries (spec 1 §6 headers): use them for a direct call. */
export const mockApiHeaders = {
  'x-site-id': 'us',
  'x-channel': 'ECOMM',
  'x-brand': 'alpine',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-client-app': 'storefront-e2e',
  'x-transaction-id': 'e2e',
  'x-correlation-id': 'e2e',
  accept: 'application/json',
};

/** A variant and its online stock after a stock call. */
export interface StockedVariant {
  id: string;
  attributes: Record<string, string>;
  quantity: number;
}

/** A gift card made for one journey (PIN `1234`). */
export interface E2eGiftCard {
  cardNumber: string;
  pin: string;
  currency: string;
  /** Balance in minor units (cents, pence). */
  balanceMinor: number;
}

/** The mock API's test-only controls (see the top of this file). */
export interface MockApiControl {
  /**
   * Raises the online stock of every variant of `productId` to at least `quantity` (default 100)
   * units; with `storeQuantity`, also in every store offering pickup or ship-to-store.
   */
  restock(
    productId: string,
    options?: { quantity?: number; storeQuantity?: number },
  ): Promise<StockedVariant[]>;
  /** Sets the online (and with `storeQuantity` store) stock of variants to exactly `quantity`. */
  setStock(
    variantIds: string[],
    quantity: number,
    options?: { storeQuantity?: number },
  ): Promise<StockedVariant[]>;
  /** A new active gift card of `amount` major units (e.g. 50 → USD 50.00). */
  giftCard(amount: number, currency?: 'USD' | 'CAD' | 'GBP'): Promise<E2eGiftCard>;
}

async function mockApiCall<T>(api: APIRequestContext, path: string, body: object): Promise<T> {
  const response = await api.post(`${path}?locale=en-US`, { data: body });
  if (!response.ok()) {
    const hint =
      response.status() === 404
        ? ' (is the mock API on this port started without MOCK_API_E2E=1? stop it and let playwright start its own, e2e/servers.ts)'
        : '';
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}${hint}`);
  }
  return (await response.json()) as T;
}

/** Builds the {@link MockApiControl} over a request context based at {@link mockApiUrl}. */
export function mockApiControl(api: APIRequestContext): MockApiControl {
  const stock = async (body: object) =>
    (await mockApiCall<{ variants: StockedVariant[] }>(api, '/__e2e/stock', body)).variants;
  return {
    restock: (productId, options = {}) =>
      stock({ productId, quantity: options.quantity ?? 100, ...options, mode: 'atLeast' }),
    setStock: (variantIds, quantity, options = {}) =>
      stock({ variantIds, quantity, ...options, mode: 'exact' }),
    giftCard: (amount, currency = 'USD') =>
      mockApiCall<E2eGiftCard>(api, '/__e2e/gift-cards', {
        currency,
        balanceMinor: Math.round(amount * 100),
      }),
  };
}

/**
 * Puts back the seeded data of this worker's mock API (`POST /__e2e/reset`).
 * @returns the tables refilled (none when nothing was written since the last reset)
 */
export async function resetMockApi(): Promise<string[]> {
  const response = await fetch(`${mockApiUrl}/__e2e/reset?locale=en-US`, {
    method: 'POST',
    headers: { ...mockApiHeaders, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok)
    throw new Error(`/__e2e/reset answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { tables: string[] }).tables;
}

export const test = base.extend<{
  /** The seeded data, put back before each test (auto; see the top of this file). */
  freshData: undefined;
  externalRequests: string[];
  /** The mock API's test-only controls: stock and gift cards (see the top of this file). */
  mockApi: MockApiControl;
  /** Product ids restocked (>= 100 units online and in every store) before each test. */
  restock: string[];
  /** Restocks the `restock` products (auto). */
  restocked: undefined;
  /** Start with every demo pop-up dismissed (default `true`). */
  dismissPopups: boolean;
  /** Writes the dismissals before every page script (auto). */
  popupDismissals: undefined;
  /**
   * Start as a shopper who accepted every consent category (default `true`), so the en-gb
   * consent banner (spec 3 §9) covers nothing; `false` for the consent journeys.
   */
  answerConsent: boolean;
  /** Sets the consent cookie before the first page (auto). */
  consentAnswered: undefined;
  /** CSP violations reported in the console of any page of the test (auto; must end empty). */
  cspViolations: string[];
}>({
  dismissPopups: [true, { option: true }],
  answerConsent: [true, { option: true }],
  restock: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its pattern
  baseURL: async ({}, use) => {
    await use(serverSlot().storefrontUrl);
  },
  freshData: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its pattern
    async ({}, use) => {
      await resetMockApi();
      await use(undefined);
    },
    { auto: true },
  ],
  mockApi: async ({ playwright, freshData: _ }, use) => {
    const api = await playwright.request.newContext({
      baseURL: mockApiUrl,
      extraHTTPHeaders: mockApiHeaders,
    });
    await use(mockApiControl(api));
    await api.dispose();
  },
  restocked: [
    async ({ restock, mockApi }, use) => {
      for (const productId of restock) await mockApi.restock(productId, { storeQuantity: 20 });
      await use(undefined);
    },
    { auto: true },
  ],
  popupDismissals: [
    async ({ context, dismissPopups }, use) => {
      if (dismissPopups) {
        await context.addInitScript(
          ({ key, names }) => {
            try {
              const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
              const kept = Array.isArray(stored) ? stored : [];
              window.localStorage.setItem(key, JSON.stringify([...new Set([...kept, ...names])]));
            } catch {
              // Storage blocked (e.g. about:blank): nothing to dismiss there.
            }
          },
          { key: popupDismissalsKey, names: seededPopupNames() },
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consentAnswered: [
    async ({ context, answerConsent }, use) => {
      if (answerConsent)
        await context.addCookies([
          {
            name: 'consent',
            value: encodeURIComponent('C0001:1,C0002:1,C0003:1,C0004:1'),
            url: serverSlot().storefrontUrl,
          },
        ]);
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = [];
      context.on('request', (req) => {
        if (!isLocalUrl(req.url())) external.push(req.url());
      });
      await context.routeWebSocket(
        (url) => !isLocalUrl(url.href.replace(/^ws/, 'http')),
        async (ws) => {
          external.push(ws.url());
          await ws.close();
        },
      );
      await use(external);
      expect([...new Set(external)], 'requests that tried to leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
});

export { type AxeCheckOptions, expectNoAxeViolations } from './axe';
export type { Page };
export { expect };

/**
 * Waits until React has hydrated the element (its event handlers are attached): interact with
 * a client control right after a full page load only once this passes.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect.poll(() => isHydrated(locator), { message: 'the element is hydrated' }).toBe(true);
}

/**
 * Whether React has hydrated the element now (its event handlers are attached); false when the
 * element is not in the page.
 */
export async function isHydrated(locator: Locator): Promise<boolean> {
  return locator
    .evaluate(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => false);
}

/**
 * Skips the running test on the mobile project. For journeys whose rules do not depend on the
 * viewport, when another journey already covers the same pages and dialogs at the phone size
 * (`coveredBy` names it); keeps the e2e step of CI short. Call first in the test body.
 */
export function desktopOnly(coveredBy: string): void {
  test.skip(test.info().project.name === 'mobile', `on mobile: ${coveredBy}`);
}

/**
 * Whether `target` has the focus, as a function to call after each key press: it resolves the
 * locator once and asks that element (resolving the locator again only when the element left
 * the document, e.g. re-rendered): a role locator re-resolved after every press computed the
 * accessible names of the whole page each time, seconds on a category page under load.
 * Call `dispose` when done.
 */
export async function focusProbe(
  target: Locator,
): Promise<{ focused(): Promise<boolean>; dispose(): Promise<void> }> {
  let handle = await target.elementHandle();
  const state = (element: Element) =>
    element.isConnected ? element === document.activeElement : null;
  return {
    async focused() {
      const now = await handle.evaluate(state);
      if (now !== null) return now;
      await handle.dispose();
      handle = await target.elementHandle();
      return (await handle.evaluate(state)) === true;
    },
    dispose: () => handle.dispose(),
  };
}

/**
 * Moves the focus to `target` by keyboard alone: Tab (up to `max` presses), then Shift+Tab
 * if it lies behind the focus. Fails when the target cannot be reached by Tab.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  const probe = await focusProbe(target);
  try {
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < max; i++) {
        if (await probe.focused()) return;
        await page.keyboard.press(key);
      }
    }
  } finally {
    await probe.dispose();
  }
  expect(
    await target.evaluate((element) => element === document.activeElement),
    'reachable by Tab',
  ).toBe(true);
}
