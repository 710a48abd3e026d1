/**
 * Session rules shared by the storefront's server (cookies) and client (reload after an invalid
 * customer): spec 1 §4 "Guest and login", §8 AUT498, §9 constants. Pure; no token ever reaches
 * client code (design.md "Data flows": tokens live in httpOnly cookies).
 */

/** Names of the session cookies (all httpOnly). `accessToken` is also read by the forms services. */
export const sessionCookieNames = {
  /** The bearer token of the cart and consumer calls (guest or registered). */
  accessToken: 'accessToken',
  /** The refresh token of the session. */
  refreshToken: 'refreshToken',
  /** When the access token expires, epoch ms as a decimal string. */
  expiresAt: 'accessTokenExpiresAt',
  /** `Guest` or `Registered`: which token call refreshes the session. */
  tokenType: 'tokenType',
  /** The shopper's open basket id. */
  basketId: 'basketId',
} as const;

/** Invalid-customer reload delay (spec 1 §8 AUT498, §9): 4000 ms. */
export const invalidCustomerReloadMs = 4000;

/** An access token is refreshed this long (ms) before it expires, so no call races its end. */
export const tokenExpirySkewMs = 30_000;

/** How long the session cookies live: 30 days, in seconds (the refresh token's life). */
export const sessionCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** Options of a session cookie, in the shape of Next's `cookies().set`. */
export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  /** Seconds. */
  maxAge: number;
}

/**
 * Options of every session cookie: httpOnly, SameSite=Lax, path `/`, 30 days; `Secure` unless
 * the storefront is served over plain http (127.0.0.1 / localhost in development and e2e).
 * @param origin the storefront's trusted origin or host (`publicOrigin` in `../security`: never
 *   a request's own `X-Forwarded-Proto` unless the proxy is trusted), e.g. `http://127.0.0.1:3000`
 */
export function sessionCookieOptions(origin: string): SessionCookieOptions {
  const plain = /^http:\/\//.test(origin) || /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin);
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: !plain,
    path: '/',
    maxAge: sessionCookieMaxAgeSeconds,
  };
}

/** When an access token of `expiresInSeconds` issued at `nowMs` expires (epoch ms). */
export function tokenExpiresAt(nowMs: number, expiresInSeconds: number): number {
  return nowMs + expiresInSeconds * 1000;
}

/**
 * Whether an access token may still be used: present, and its expiry (epoch ms, from the
 * `accessTokenExpiresAt` cookie) more than {@link tokenExpirySkewMs} away. A missing or
 * malformed expiry counts as expired.
 */
export function isAccessTokenFresh(
  token: string | undefined,
  expiresAt: string | number | undefined,
  nowMs: number,
): boolean {
  if (!token) return false;
  const at = typeof expiresAt === 'string' ? Number(expiresAt) : expiresAt;
  if (at === undefined || !Number.isFinite(at)) return false;
  return at - tokenExpirySkewMs > nowMs;
}

/** What the client does on an invalid customer (spec 1 §8 AUT498). */
export interface InvalidCustomerEffects {
  /** Removes the locally persisted cart. */
  clearCart(): void;
  /** Shows the message to the shopper. */
  notify(message: string): void;
  /** Reloads the page. */
  reload(): void;
  /** Schedules a callback; `setTimeout` in the browser. */
  schedule(callback: () => void, ms: number): unknown;
}

/**
 * The client side of AUT498 (spec 1 §8): the local cart is removed, the message shown, and
 * the page reloads after {@link invalidCustomerReloadMs} (4000 ms). The server side (new guest
 * token, new basket) has already run in the server action that answered AUT498.
 */
export function handleInvalidCustomer(message: string, effects: InvalidCustomerEffects): void {
  effects.clearCart();
  effects.notify(message);
  effects.schedule(effects.reload, invalidCustomerReloadMs);
}
