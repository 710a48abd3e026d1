/**
 * Direct calls to this worker's e2e mock API (the one its storefront talks to), for journeys
 * that change the backend behind the shopper's back: another shopper buying the last units, a
 * basket closed on the server, the orders a basket produced (mock API README "Basket",
 * "Checkout and orders"). Contract headers of spec 1 §7, locale `en-US`. Not a test.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { serverSlot } from './servers';

/** Base URL of this worker's mock API (e2e/servers.ts). */
export const mockApiUrl = serverSlot().mockApiUrl;

/** Storefront session cookies (commerce `sessionCookieNames`), read from a browser context. */
const cookieNames = { accessToken: 'accessToken', basketId: 'basketId' };

/** An error answer of the mock API: status and the first `errorId`. */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: string,
    body: string,
  ) {
    super(`mock API ${status} ${errorId}: ${body.slice(0, 300)}`);
  }
}

/**
 * One call (JSON in, JSON out).
 * @throws MockApiError on a non-2xx answer
 */
export async function callMockApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const url = new URL(path, mockApiUrl);
  url.searchParams.set('locale', 'en-US');
  const id = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const response = await fetch(url, {
    method,
    headers: {
      'x-site-id': 'us',
      'x-channel': 'ECOMM',
      'x-brand': 'alpine',
      'x-region': 'US',
      'x-source': 'ECOM15',
      'x-client-app': 'e2e',
      'x-transaction-id': id,
      'x-correlation-id': id,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) {
    let errorId = 'UNKNOWN';
    try {
      errorId =
        (JSON.parse(text) as { errorDetails?: { errorId?: string }[] }).errorDetails?.[0]
          ?.errorId ?? errorId;
    } catch {
      // not JSON
    }
    throw new MockApiError(response.status, errorId, text);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A new guest's access token. */
export async function guestToken(): Promise<string> {
  const session = await callMockApi<{ accessToken: string }>('POST', '/token/v2/auth/token', {
    body: { type: 'Guest' },
  });
  return session.accessToken;
}

/** Online stock per variant id of a product. */
export async function onlineStock(productId: string): Promise<Record<string, number>> {
  const answer = await callMockApi<{ variants: Record<string, { quantity: number }> }>(
    'GET',
    `/products/v2/products/${productId}/inventory`,
  );
  return Object.fromEntries(Object.entries(answer.variants).map(([id, v]) => [id, v.quantity]));
}

/**
 * The in-stock variant of a product with the fewest units (at least `min`), for a journey that
 * buys the rest of its stock; `skip` leaves out variants already taken.
 */
export async function leastStockedVariant(
  productId: string,
  options: { min?: number; max?: number; skip?: string[] } = {},
): Promise<{ variantId: string; quantity: number }> {
  const stock = Object.entries(await onlineStock(productId))
    .filter(
      ([id, q]) =>
        q >= (options.min ?? 1) && q <= (options.max ?? 999) && !options.skip?.includes(id),
    )
    .sort(([a, qa], [b, qb]) => qa - qb || a.localeCompare(b));
  const [first] = stock;
  if (!first) throw new Error(`no variant of ${productId} has stock left`);
  return { variantId: first[0], quantity: first[1] };
}

/** The in-stock variant of a product with the most units. */
export async function bestStockedVariant(productId: string, skip: string[] = []): Promise<string> {
  const stock = Object.entries(await onlineStock(productId))
    .filter(([id]) => !skip.includes(id))
    .sort(([a, qa], [b, qb]) => qb - qa || a.localeCompare(b));
  const [first] = stock;
  if (!first || first[1] < 1) throw new Error(`no variant of ${productId} has stock`);
  return first[0];
}

const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '(303) 555-0100',
  addressLine1: '1550 Wewatta St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};

/**
 * A one-time token of the mock API's test captcha provider for an action (what the widget
 * gets after a person's click): POST /captcha/v1/test/tokens.
 */
export async function testCaptchaToken(
  action: 'login' | 'register' | 'placeOrder' | 'shippingAddress' | 'saveCard',
) {
  const { token } = await callMockApi<{ token: string }>('POST', '/captcha/v1/test/tokens', {
    body: { action },
  });
  return token;
}

/** A session of the mock API's token call (spec 1 §4 "Guest and login"). */
export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  /** The consumer the token was issued to (guest or registered). */
  consumerId: string;
  /** e.g. `GUEST`, `REGISTERED`, `EMPLOYEE` (spec 1 §3 "Auth session"). */
  consumerType?: string;
  /** An employee's: whether the employee discount terms are accepted. */
  isEmployeeDiscountTCAccepted?: boolean;
  /** An agent login's in-store session (store and associate, spec 2 §3). */
  inStoreSession?: object;
}

/** A new guest's session (access and refresh token). */
export async function guestSession(): Promise<ApiSession> {
  return callMockApi<ApiSession>('POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
}

/**
 * Signs a registered consumer in through the mock API as the storefront's sign-in action does
 * (a test captcha token for `login`, PKCE S256, then the Registered token call), for journeys
 * that need a signed-in shopper without going through the sign-in form.
 * @returns the new session
 */
export async function registeredSession(username: string, password: string): Promise<ApiSession> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const { authorizationCode } = await callMockApi<{ authorizationCode: string }>(
    'POST',
    '/consumers-v3/auth/signin',
    {
      body: {
        username,
        password,
        codeChallenge,
        captchaResponse: await testCaptchaToken('login'),
      },
    },
  );
  return callMockApi<ApiSession>('POST', '/token/v2/auth/token', {
    body: { type: 'Registered', authorizationCode, codeVerifier },
  });
}

/**
 * {@link registeredSession}'s access token alone.
 * @returns the access token of the new session
 */
export async function registeredAccessToken(username: string, password: string): Promise<string> {
  return (await registeredSession(username, password)).accessToken;
}

/**
 * Places an order for the open basket of `token` (home delivery, standard, the authorised
 * test card): the basket is then closed (`ordered`), later calls on it answer `BSK404`.
 * @returns the order number
 */
export async function placeOrderFor(token: string, basketId: string): Promise<string> {
  await callMockApi('POST', `/cart/v2/cart/${basketId}/shippingAddress`, {
    token,
    // A guest's address carries the captcha's response (spec 1 §7, action shippingAddress).
    body: { ...address, recaptcha_response: await testCaptchaToken('shippingAddress') },
  });
  await callMockApi('POST', '/cart/v1/shippingMethod', {
    token,
    body: { cartId: basketId, code: 'standard', shippingId: 'me' },
  });
  await callMockApi('POST', `/cart/v1/cart/${basketId}/billingAddress`, {
    token,
    body: { ...address, sameAsShipping: true },
  });
  await callMockApi('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, {
    token,
    body: {
      payment_method_id: 'CREDIT_CARD',
      payment_card: {
        number: '4111111111111111',
        holder: 'Grace Hopper',
        expiration_month: 12,
        expiration_year: 2030,
        security_code: '123',
      },
    },
  });
  await callMockApi('POST', '/cart/v1/cart/prepareOrder', { token, body: { basketId } });
  const order = await callMockApi<{ orderNumber: string }>('PUT', '/cart/v2/checkout/order', {
    token,
    body: { cartId: basketId, recaptcha_response: await testCaptchaToken('placeOrder') },
  });
  return order.orderNumber;
}

/**
 * Another shopper (a new guest) buys `qty` units of a variant to the end: the shopper under
 * test then finds it out of stock.
 * @returns the order number
 */
export async function buyAsAnotherShopper(variantId: string, qty: number): Promise<string> {
  const token = await guestToken();
  const basket = await callMockApi<{ basketId: string }>('POST', '/cart/v1/cartWithItem', {
    token,
    body: { productId: variantId, qty },
  });
  return placeOrderFor(token, basket.basketId);
}

/** The shopper's access token and basket id from the storefront's httpOnly cookies. */
export async function sessionOf(
  context: BrowserContext,
): Promise<{ accessToken: string; basketId: string }> {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value;
  const accessToken = value(cookieNames.accessToken);
  const basketId = value(cookieNames.basketId);
  if (!accessToken || !basketId) throw new Error('no session cookies in the browser context');
  return { accessToken, basketId };
}

/** The orders of a shopper (`POST /consumers-v3/consumer/purchasehistory`), newest first. */
export async function ordersOf(token: string): Promise<{ orderNumber: string; st: string }[]> {
  const answer = await callMockApi<{ orders: { orderNumber: string; st: string }[] }>(
    'POST',
    '/consumers-v3/consumer/purchasehistory',
    { token, body: { start: 0, count: 50 } },
  );
  return answer.orders;
}

/**
 * The product page query that chooses a variant (`?color=red&size=11`: each attribute type of
 * the variant and its option value), from the product details.
 */
export async function variantQuery(productId: string, variantId: string): Promise<string> {
  const details = await callMockApi<{
    variants: { id: string; attributes: Record<string, string> }[];
  }>('GET', `/products/v2/products/${productId}/details`);
  const variant = details.variants.find((v) => v.id === variantId);
  if (!variant) throw new Error(`${variantId} is not a variant of ${productId}`);
  return `?${new URLSearchParams(variant.attributes).toString()}`;
}

/**
 * Signs up a new registered consumer in the mock API (a setup step; POST
 * /consumers-v3/auth/signup with a test captcha token for `register`).
 * @param tag a word for the address, e.g. `signin`
 * @returns its email and password
 */
export async function newConsumerAccount(
  tag: string,
): Promise<{ email: string; password: string }> {
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Trail1234';
  await callMockApi('POST', '/consumers-v3/auth/signup', {
    body: {
      login: email,
      password,
      confirmPassword: password,
      captchaResponse: await testCaptchaToken('register'),
    },
  });
  return { email, password };
}
