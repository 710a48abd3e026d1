import type { StorefrontLocale } from '@storefront/api-contract';
import {
  type ApiClient,
  createApiClient,
  createAuthService,
  isAccessTokenFresh,
  sessionCookieNames,
  sessionCookieOptions,
  tokenExpiresAt,
} from '@storefront/commerce';
import { cookies, headers } from 'next/headers';
import { brand } from '../brand';
import { apiBaseUrl } from '../content';

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

async function cookieOptions() {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '';
  const proto = h.get('x-forwarded-proto');
  return sessionCookieOptions(proto ? `${proto}://${host}` : host);
}

async function writeTokens(
  session: {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
    consumerType: string;
  },
  type: 'Guest' | 'Registered',
): Promise<string> {
  const jar = await cookies();
  const options = await cookieOptions();
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
 * The access token for a call, on demand (spec 1 §4): the cookie's while fresh; else refreshed
 * with the refresh token (same token type); else, or when the refresh fails, a new guest
 * session. Server actions and route handlers only (it may write cookies).
 */
export async function accessTokenFor(locale: StorefrontLocale): Promise<string> {
  const jar = await cookies();
  const snapshot = await readSession();
  if (snapshot.fresh && snapshot.accessToken) return snapshot.accessToken;
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
