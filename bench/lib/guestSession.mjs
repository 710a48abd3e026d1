// Guest sessions for the browser benches: a guest who has an item in the cart (to measure the
// checkout) and one who has just placed an order (to measure the order confirmation), set up
// through the storefront in Chromium like a shopper would; the session lives in the httpOnly
// cookies the benches then pass to a cold load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/proc.mjs';

/** A product of the demo catalogue with sizes in stock (the Lighthouse product page). */
export const benchProductPath = '/en-us/p/mens-meadow-walker-ALP1401M';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * @param {string} href
 * @returns {boolean} true when the URL stays on this machine (data:, blob:, about: included)
 */
export function isLocalUrl(href) {
  const u = new URL(href);
  if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return true;
  return LOCAL_HOSTS.has(u.hostname);
}

/** @returns {string[]} the names of the demo pop-ups (seed/content/popups.json) */
function popupNames() {
  const file = path.join(root, 'packages/mock-api/seed/content/popups.json');
  /** @type {{ slots?: { main?: { type?: string, fields?: { name?: unknown } }[] } }[]} */
  const documents = JSON.parse(readFileSync(file, 'utf8'));
  return documents.flatMap((d) =>
    (d.slots?.main ?? []).flatMap((b) =>
      b.type === 'popup' && typeof b.fields?.name === 'string' ? [b.fields.name] : [],
    ),
  );
}

/**
 * A browser context for setting up a session: outside hosts blocked, demo pop-ups dismissed
 * (the popup block's `popupDismissals` localStorage entry).
 * @param {import('playwright').Browser} browser
 */
async function setupContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (u) => !isLocalUrl(u.href),
    (r) => r.abort('blockedbyclient'),
  );
  await context.addInitScript((names) => {
    try {
      window.localStorage.setItem('popupDismissals', JSON.stringify(names));
    } catch {
      // storage blocked (about:blank)
    }
  }, popupNames());
  context.setDefaultTimeout(30_000);
  return context;
}

/**
 * A guest session.
 * @typedef {{ cookies: import('playwright').Cookie[], cookieHeader: string }} GuestSession
 */

/** @param {import('playwright').BrowserContext} context @returns {Promise<GuestSession>} */
async function sessionOf(context) {
  const cookies = await context.cookies();
  return { cookies, cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/**
 * Adds an in-stock size of {@link benchProductPath} from its product page (the mini cart opens).
 * @param {import('playwright').Page} page
 * @param {string} baseUrl the storefront
 */
async function addItem(page, baseUrl) {
  await page.goto(baseUrl + benchProductPath);
  const size = page
    .getByRole('group', { name: /^Size/ })
    .locator('a:not([data-unavailable])')
    .first();
  const href = (await size.getAttribute('href')) ?? '';
  await size.click();
  await page.waitForURL(
    (url) => url.search.length > 0 && url.href.includes(href.split('?')[1] ?? ''),
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: /^Your cart/ })
    .getByTestId('cart-item')
    .first()
    .waitFor();
}

/**
 * A fresh guest with one item in the cart (the guest token and basket in httpOnly cookies).
 * @param {import('playwright').Browser} browser
 * @param {string} baseUrl the storefront
 * @returns {Promise<GuestSession>}
 * @throws Error when the product page or the add to cart does not answer as expected (30 s)
 */
export async function guestWithItem(browser, baseUrl) {
  const context = await setupContext(browser);
  try {
    const page = await context.newPage();
    await addItem(page, baseUrl);
    return await sessionOf(context);
  } finally {
    await context.close();
  }
}

/**
 * A fresh guest who has bought one item (home delivery to Denver, test card 4111 1111 1111
 * 1111, the test captcha passed) and the path of the order confirmation they landed on (spec 1 §4).
 * @param {import('playwright').Browser} browser
 * @param {string} baseUrl the storefront
 * @returns {Promise<GuestSession & { confirmationPath: string }>}
 * @throws Error when a checkout step does not answer as expected (30 s each)
 */
export async function guestWithOrder(browser, baseUrl) {
  const context = await setupContext(browser);
  try {
    const page = await context.newPage();
    await addItem(page, baseUrl);
    await page.goto(`${baseUrl}/en-us/checkout`);
    const field = (/** @type {string} */ name) =>
      page.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await page.getByRole('heading', { name: 'Step 1 of 3: Shipping' }).waitFor();
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('Email').fill('ada@example.com');
    await field('Phone').fill('3035550123');
    await field('Address').first().fill('1 Main St');
    await field('City').fill('Denver');
    await page.getByRole('combobox', { name: /^State/ }).selectOption('CO');
    await field('Postal code').fill('80202');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 3: Billing' }).waitFor();
    await field('Card number').fill('4111 1111 1111 1111');
    await field('Name on card').fill('Ada Lovelace');
    await field('Expiry').fill('12/30');
    await field('Security code').fill('123');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('heading', { name: 'Step 3 of 3: Summary' }).waitFor();
    // The test captcha (spec 3 §7), as a person passes it: one click, then the box is checked.
    const captcha = page.getByRole('checkbox', { name: /not a robot/ });
    await captcha.click();
    await page.getByRole('checkbox', { name: /not a robot/, checked: true }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?order=[A-Z]{3}\d+/);
    const url = new URL(page.url());
    return { ...(await sessionOf(context)), confirmationPath: url.pathname + url.search };
  } finally {
    await context.close();
  }
}
