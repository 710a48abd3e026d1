import type { AuthSession, StorefrontLocale } from '@storefront/api-contract';
import {
  type ApiClient,
  isAccessTokenFresh,
  sessionCookieNames,
  sessionCookieOptions,
  tokenExpiresAt,
} from '@storefront/commerce';
import { createApiClient, createAuthService } from '@storefront/commerce/server';
import { cookies } from 'next/headers';
import { brand } from '../brand';
import { apiBaseUrl } from '../content';
import { storefrontOrigin } from '../security/origin';
import {
  type CartFlashCookie,
  type EmployeeTermsCookie,
  storefrontCookieNames,
} from './cookieNames';

/**
 * The shopper's session on the storefront's server (spec 1 §4 "Guest and login", §7 token
 * call; design.md "Data flows"): the access and refresh tokens and the basket id live in
 * httpOnly cookies (SameSite=Lax, Secure except on plain-http 127.0.0.1/localhost) and never
 * reach client JS. Writing cookies is allowed only in server actions and route handlers, so the
 * functions that may create or refresh a token are for those; pages use {@link readSession}.
 */

/** The session as the server reads it from the cookies (no call made). */
export interface SessionSnapshot {
  accessToken?: string;
  /** The access token is present and not about to expire. */
  fresh: boolean;
  signedIn: boolean;
  basketId?: string;
}

/** A server-side API client for a locale (5 s timeout). */
export function apiClientFor(locale: StorefrontLocale): ApiClient {
  return createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs: 5000 });
}

/** Reads the session cookies (usable in server components too). */
export async function readSession(): Promise<SessionSnapshot> {
  const jar = await cookies();
  const accessToken = jar.get(sessionCookieNames.accessToken)?.value;
  return {
    ...(accessToken ? { accessToken } : {}),
    fresh: isAccessTokenFresh(
      accessToken,
      jar.get(sessionCookieNames.expiresAt)?.value,
      Date.now(),
    ),
    signedIn: jar.get(sessionCookieNames.tokenType)?.value === 'Registered',
    ...(jar.get(sessionCookieNames.basketId)?.value
      ? { basketId: jar.get(sessionCookieNames.basketId)?.value }
      : {}),
  };
}

/** `Secure` from the trusted public origin (`STOREFRONT_ORIGIN`, `TRUST_PROXY`; see publicOrigin). */
async function cookieOptions() {
  return sessionCookieOptions(await storefrontOrigin());
}

async function writeTokens(
  session: {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
    consumerId: string;
    consumerType: string;
  },
  type: 'Guest' | 'Registered',
): Promise<string> {
  const jar = await cookies();
  const options = await cookieOptions();
  jar.set(storefrontCookieNames.consumerId, session.consumerId, options);
  if (type === 'Registered')
    jar.set(storefrontCookieNames.signedIn, '1', { ...options, httpOnly: false });
  else jar.delete(storefrontCookieNames.signedIn);
  jar.set(sessionCookieNames.accessToken, session.accessToken, options);
  jar.set(sessionCookieNames.refreshToken, session.refreshToken, options);
  jar.set(
    sessionCookieNames.expiresAt,
    String(tokenExpiresAt(Date.now(), session.expiresIn)),
    options,
  );
  jar.set(sessionCookieNames.tokenType, type, options);
  return session.accessToken;
}

/**
 * A new guest session (POST /token/v2/auth/token `{ type: 'Guest' }`, the 409 retried once
 * after 2000 ms by the auth service), written to the cookies; the basket cookie is removed
 * (a new shopper has no basket yet). Server actions and route handlers only.
 * @throws ApiError when the token call fails; Error when it is refused (tolerated 403)
 */
export async function newGuestSession(locale: StorefrontLocale): Promise<string> {
  const auth = createAuthService(apiClientFor(locale));
  const session = await auth.guestToken();
  if (!session) throw new Error('The token service refused a guest token (403).');
  (await cookies()).delete(sessionCookieNames.basketId);
  return writeTokens(session, 'Guest');
}

/**
 * The access token for a call, on demand (spec 1 §4): the cookie's while fresh; else
 * {@link renewAccessToken}. Server actions and route handlers only (it may write cookies).
 */
export async function accessTokenFor(locale: StorefrontLocale): Promise<string> {
  const snapshot = await readSession();
  if (snapshot.fresh && snapshot.accessToken) return snapshot.accessToken;
  return renewAccessToken(locale);
}

/**
 * A new access token whatever the cookie's (spec 1 §8 AUT401: the API refused the token):
 * refreshed with the refresh token (same token type); else, or when the refresh fails, a new
 * guest session. Server actions and route handlers only (it writes cookies).
 */
export async function renewAccessToken(locale: StorefrontLocale): Promise<string> {
  const jar = await cookies();
  const snapshot = await readSession();
  const refreshToken = jar.get(sessionCookieNames.refreshToken)?.value;
  if (refreshToken) {
    const type = snapshot.signedIn ? 'Registered' : 'Guest';
    try {
      const session = await createAuthService(apiClientFor(locale)).refresh(type, refreshToken);
      if (session) return writeTokens(session, type);
    } catch {
      // an unknown or revoked refresh token: start over as a guest
    }
  }
  return newGuestSession(locale);
}

/** Stores the shopper's basket id (httpOnly cookie). */
export async function writeBasketId(basketId: string): Promise<void> {
  (await cookies()).set(sessionCookieNames.basketId, basketId, await cookieOptions());
}

/**
 * The guest objects a login merges (spec 1 §4 "Login merges the guest cart"): the guest
 * consumer id and basket id of the cookies, with the guest's refresh token (httpOnly
 * cookie) that proves to the API the guest is this shopper's; undefined when the session is
 * not a guest's or lacks the consumer id or refresh token cookie (nothing is merged then).
 */
export async function guestObjectsOfSession(): Promise<
  { consumerId: string; refreshToken: string; basketId?: string } | undefined
> {
  const jar = await cookies();
  const snapshot = await readSession();
  const consumerId = jar.get(storefrontCookieNames.consumerId)?.value;
  const refreshToken = jar.get(sessionCookieNames.refreshToken)?.value;
  if (snapshot.signedIn || !consumerId || !refreshToken) return undefined;
  return {
    consumerId,
    refreshToken,
    ...(snapshot.basketId ? { basketId: snapshot.basketId } : {}),
  };
}

/**
 * Stores a Registered session after a login (spec 1 §4): the tokens, the account's basket
 * after the merge (`merged.basketId`; none: the basket cookie goes, a basket is created on
 * demand), the staff cookies (an employee's terms flag, an agent login's in-store session,
 * spec 1 §3 "Auth session", spec 2 §3) and, when the merge raised the cart's item count, the
 * one-time merged-cart flash. Server actions only.
 */
export async function writeRegisteredSession(
  session: AuthSession,
  flash?: CartFlashCookie,
): Promise<void> {
  await writeTokens(session, 'Registered');
  const jar = await cookies();
  if (session.merged?.basketId) await writeBasketId(session.merged.basketId);
  else jar.delete(sessionCookieNames.basketId);
  await writeStaffCookies(session);
  if (flash)
    jar.set(storefrontCookieNames.cartFlash, flash, {
      ...(await cookieOptions()),
      httpOnly: false,
      maxAge: 60,
    });
}

/**
 * The staff cookies of a Registered session: `employeeTerms` for an EMPLOYEE (its
 * `isEmployeeDiscountTCAccepted`) with its readable `employee` flag, `inStoreSession` for an agent login's in-store session
 * (spec 2 §3) with its readable `inStore` flag; all removed for anyone else.
 */
async function writeStaffCookies(session: AuthSession): Promise<void> {
  const jar = await cookies();
  const options = await cookieOptions();
  if (session.consumerType === 'EMPLOYEE') {
    const value: EmployeeTermsCookie = session.isEmployeeDiscountTCAccepted
      ? 'accepted'
      : 'pending';
    jar.set(storefrontCookieNames.employeeTerms, value, options);
    jar.set(storefrontCookieNames.employee, '1', { ...options, httpOnly: false });
  } else {
    jar.delete(storefrontCookieNames.employeeTerms);
    jar.delete(storefrontCookieNames.employee);
  }
  if (session.inStoreSession) {
    jar.set(storefrontCookieNames.inStoreSession, JSON.stringify(session.inStoreSession), options);
    jar.set(storefrontCookieNames.inStore, '1', { ...options, httpOnly: false });
  } else {
    jar.delete(storefrontCookieNames.inStoreSession);
    jar.delete(storefrontCookieNames.inStore);
  }
}

/**
 * Records that the signed-in employee accepted the employee discount terms (after the
 * profile call, spec 1 §3 `isEmployeeDiscountTCAccepted`). Server actions only.
 */
export async function markEmployeeTermsAccepted(): Promise<void> {
  const value: EmployeeTermsCookie = 'accepted';
  (await cookies()).set(storefrontCookieNames.employeeTerms, value, await cookieOptions());
}

/** The employee of the session, if it is one: whether the discount terms are accepted. */
export async function readEmployee(): Promise<{ termsAccepted: boolean } | undefined> {
  const value = (await cookies()).get(storefrontCookieNames.employeeTerms)?.value;
  if (value !== 'accepted' && value !== 'pending') return undefined;
  return { termsAccepted: value === 'accepted' };
}

/** The refresh token of the session (sign-out revokes it), if any. */
export async function readRefreshToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieNames.refreshToken)?.value;
}

/** Removes every session cookie (tokens, basket, consumer, flags). Server actions only. */
export async function clearSession(): Promise<void> {
  const jar = await cookies();
  for (const name of [
    ...Object.values(sessionCookieNames),
    ...Object.values(storefrontCookieNames),
  ])
    jar.delete(name);
}
