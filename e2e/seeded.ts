/**
 * Seeded starting states: a journey whose subject comes after the add to cart, the sign-in form
 * or the address book starts from that state made through this worker's mock API instead of
 * clicking to it, when other journeys click through those steps at both viewports (see the
 * coverage table in e2e/README.md): the add to cart from a product page (cart.spec.ts,
 * browse.spec.ts), the sign-in form (sign-in.spec.ts, account-profile.spec.ts), saving an
 * address and a card (account-profile.spec.ts). The browser gets the session cookies the
 * storefront's sign-in and basket calls set (commerce `sessionCookieNames`), so its first page
 * already shows the shopper signed in and the basket. Not a test.
 */
import type { BrowserContext } from '@playwright/test';
import {
  type ApiSession,
  bestStockedVariant,
  callMockApi,
  guestSession,
  registeredSession,
  testCaptchaToken,
} from './mockApi';
import { serverSlot } from './servers';

/** A seeded shopper: the session's access token and the open basket's id. */
export interface SeededShopper {
  accessToken: string;
  basketId: string;
}

/**
 * Gives the browser the cookies the storefront's sign-in and guest-token calls set for
 * `session` (apps/storefront src/lib/session `writeTokens`, `writeRegisteredSession`): the
 * tokens, their expiry and type, `consumerId`, an employee's `employeeTerms` and an agent
 * login's `inStoreSession` (all httpOnly, SameSite=Lax), `signedIn=1` for a registered shopper
 * `inStore=1` beside an `inStoreSession` and `employee=1` for an employee (readable by the page's scripts: the header's
 * "Sign out", the favourite hearts, the associate strip's reserved line, the express offer's
 * PayPal), and `basketId` when one is given.
 */
export async function startSession(
  context: BrowserContext,
  session: ApiSession,
  tokenType: 'Guest' | 'Registered',
  basketId?: string,
): Promise<void> {
  const cookies: Record<string, string> = {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    accessTokenExpiresAt: String(Date.now() + session.expiresIn * 1000),
    tokenType,
    consumerId: session.consumerId,
    ...(basketId ? { basketId } : {}),
    ...(tokenType === 'Registered' && session.consumerType === 'EMPLOYEE'
      ? { employeeTerms: session.isEmployeeDiscountTCAccepted ? 'accepted' : 'pending' }
      : {}),
    // As Next writes a cookie's value (URI-encoded; read back decoded).
    ...(tokenType === 'Registered' && session.inStoreSession
      ? { inStoreSession: encodeURIComponent(JSON.stringify(session.inStoreSession)) }
      : {}),
  };
  const url = serverSlot().storefrontUrl;
  await context.addCookies([
    ...Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
    ...(tokenType === 'Registered'
      ? [{ name: 'signedIn', value: '1', url, httpOnly: false, sameSite: 'Lax' as const }]
      : []),
    ...(tokenType === 'Registered' && session.inStoreSession
      ? [{ name: 'inStore', value: '1', url, httpOnly: false, sameSite: 'Lax' as const }]
      : []),
    ...(tokenType === 'Registered' && session.consumerType === 'EMPLOYEE'
      ? [{ name: 'employee', value: '1', url, httpOnly: false, sameSite: 'Lax' as const }]
      : []),
  ]);
}

/** Makes `basketId` the browser's basket (the storefront's `basketId` cookie). */
export async function giveBasket(context: BrowserContext, basketId: string): Promise<void> {
  await context.addCookies([
    {
      name: 'basketId',
      value: basketId,
      url: serverSlot().storefrontUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * A basket with one unit of a variant (`cartWithItem`, spec 1 §7) for the session's shopper.
 * @param item a variant id, or `{ productId }` for its best-stocked variant
 * @returns the basket's id
 */
export async function basketWith(
  accessToken: string,
  item: string | { productId: string },
): Promise<string> {
  const variantId = typeof item === 'string' ? item : await bestStockedVariant(item.productId);
  const { basketId } = await callMockApi<{ basketId: string }>('POST', '/cart/v1/cartWithItem', {
    token: accessToken,
    body: { productId: variantId, qty: 1 },
  });
  return basketId;
}

/** Adds one unit of a variant to an open basket (POST /cart/v1/item, spec 1 §7). */
export async function addItem(
  accessToken: string,
  basketId: string,
  variantId: string,
): Promise<void> {
  await callMockApi('POST', '/cart/v1/item', {
    token: accessToken,
    body: { cartId: basketId, productId: variantId, qty: 1 },
  });
}

/**
 * Puts one unit of `item` in the open basket of the browser's current session (its
 * `accessToken` cookie; `cartWithItem` makes the basket if there is none) and gives the browser
 * that basket: for a session started by a page (an agent login) rather than by this file.
 * @returns the basket's id
 */
export async function addToSessionBasket(
  context: BrowserContext,
  item: string | { productId: string },
): Promise<string> {
  const accessToken = (await context.cookies()).find((c) => c.name === 'accessToken')?.value;
  if (!accessToken) throw new Error('no accessToken cookie: the browser has no session yet');
  const basketId = await basketWith(accessToken, item);
  await giveBasket(context, basketId);
  return basketId;
}

/**
 * A guest whose basket holds one unit of `item` (what {@link import('./checkoutHelpers').addToCart}
 * leaves after the mini cart, en-us site): the browser starts with that session.
 */
export async function guestWithItem(
  context: BrowserContext,
  item: string | { productId: string },
): Promise<SeededShopper> {
  const session = await guestSession();
  const basketId = await basketWith(session.accessToken, item);
  await startSession(context, session, 'Guest', basketId);
  return { accessToken: session.accessToken, basketId };
}

/**
 * A registered shopper signed in (through the mock API, with the `login` captcha token), with
 * one unit of `item` in the basket when given: the browser starts with that session.
 */
export async function signedIn(
  context: BrowserContext,
  email: string,
  password: string,
  item?: string | { productId: string },
): Promise<{ accessToken: string; basketId: string | undefined }> {
  const session = await registeredSession(email, password);
  const basketId = item ? await basketWith(session.accessToken, item) : undefined;
  await startSession(context, session, 'Registered', basketId);
  return { accessToken: session.accessToken, basketId };
}

/** The seeded employee (spec 1 §3 EMPLOYEE; $420.50 of a $1,500.00 allowance used). */
export const seededEmployee = { email: 'employee@example.com', password: 'Employee123' };

/**
 * The seeded employee in an in-store session at `storeId` (the agent login of
 * `/associate-login` through the mock API, POST /consumers-v3/consumer/agent/login with the
 * `login` captcha token, spec 2 §3), with one unit of `item` in the basket when given: the
 * browser starts with the cookies the storefront's agent login sets ({@link startSession}).
 * The agent login form itself: associate.spec.ts "employee agent login" at both viewports.
 */
export async function associateSignedIn(
  context: BrowserContext,
  storeId: string,
  item?: string | { productId: string },
): Promise<{ accessToken: string; basketId: string | undefined }> {
  const session = await callMockApi<ApiSession>('POST', '/consumers-v3/consumer/agent/login', {
    body: {
      username: seededEmployee.email,
      password: seededEmployee.password,
      storeId,
      captchaResponse: await testCaptchaToken('login'),
    },
  });
  const basketId = item ? await basketWith(session.accessToken, item) : undefined;
  await startSession(context, session, 'Registered', basketId);
  return { accessToken: session.accessToken, basketId };
}

/** An address of the address book (spec 2 §3 "Address"), Colorado, with a phone. */
export interface SeededAddress {
  addressLine1: string;
  city: string;
  postalCode: string;
}

/**
 * Saves addresses to the consumer's address book in order (POST /consumer/address): the first
 * becomes the main one (spec 2 §4), then `main` (an index) is made main as "Make main" does.
 */
export async function saveAddresses(
  accessToken: string,
  addresses: SeededAddress[],
  main = 0,
): Promise<void> {
  const ids: string[] = [];
  const body = (address: SeededAddress, isMain: boolean) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...address,
    province: 'CO',
    countryCode: 'US',
    phone: '3035550123',
    approachType: 'S',
    ...(isMain ? { main: true } : {}),
  });
  for (const address of addresses) {
    const saved = await callMockApi<{ addressId: string }>(
      'POST',
      '/consumers-v3/consumer/address',
      {
        token: accessToken,
        body: body(address, false),
      },
    );
    ids.push(saved.addressId);
  }
  const chosen = addresses[main];
  if (main !== 0 && chosen)
    await callMockApi('PUT', `/consumers-v3/consumer/address/${ids[main]}`, {
      token: accessToken,
      body: body(chosen, true),
    });
}

/**
 * Saves the authorised test Visa (4111 1111 1111 1111, 12/30, Ada Lovelace) to the consumer's
 * payment methods, with the `saveCard` captcha token (spec 2 §3): the first card is the default.
 */
export async function saveTestCard(accessToken: string): Promise<void> {
  await callMockApi('POST', '/consumers-v3/consumer/payment_instruments', {
    token: accessToken,
    body: {
      paymentMethodId: 'CREDIT_CARD',
      card: {
        number: '4111111111111111',
        holderName: 'Ada Lovelace',
        cardType: 'VISA',
        expirationMonth: 12,
        expirationYear: 2030,
      },
      recaptcha_response: await testCaptchaToken('saveCard'),
    },
  });
}
