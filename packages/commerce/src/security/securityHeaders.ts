/**
 * The security headers every page of the storefront and the preview tool carries, the public
 * origin the apps are served on, and the request paths they refuse (design.md "Security
 * rules"). Pure: the apps' `proxy.ts` pass the request's headers and their configuration.
 */

/** Minimal read access to request headers (`Headers`, Next's `headers()`). */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * Where the app learns its public origin:
 * - `origin`: the configured public origin (`STOREFRONT_ORIGIN`, e.g. `https://shop.example.com`);
 *   when set, it wins over anything in the request.
 * - `trustProxy`: the app sits behind a reverse proxy that sets `X-Forwarded-Proto` /
 *   `X-Forwarded-Host` (`TRUST_PROXY=1`). Without it those headers are ignored: anyone can
 *   send them.
 */
export interface OriginConfig {
  origin?: string | undefined;
  trustProxy?: boolean;
}

/** Reads {@link OriginConfig} from the environment: `originVariable` and `TRUST_PROXY=1`. */
export function originConfigFromEnv(
  env: Record<string, string | undefined>,
  originVariable: string,
): OriginConfig {
  return { origin: env[originVariable] || undefined, trustProxy: env.TRUST_PROXY === '1' };
}

function firstValue(value: string | null): string | undefined {
  const first = value?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * The origin the app is served on, as far as it can be trusted: the configured origin (scheme,
 * host, port); else, behind a trusted proxy, `X-Forwarded-Proto` (`http`/`https` only) and
 * `X-Forwarded-Host` (else `Host`); else the bare `Host` (no scheme: the plain request does not
 * say whether TLS ended in front of it).
 * @returns e.g. `https://shop.example.com`, or a host such as `127.0.0.1:3000`
 */
export function publicOrigin(headers: HeaderReader, config: OriginConfig): string {
  if (config.origin) {
    try {
      return new URL(config.origin).origin;
    } catch {
      // a malformed setting: fall back to the request
    }
  }
  const forwardedHost = config.trustProxy ? firstValue(headers.get('x-forwarded-host')) : undefined;
  const host = forwardedHost ?? headers.get('host') ?? '';
  const proto = config.trustProxy ? firstValue(headers.get('x-forwarded-proto')) : undefined;
  return proto === 'http' || proto === 'https' ? `${proto}://${host}` : host;
}

/** Whether {@link publicOrigin} says https (HSTS is sent only then). */
export function isHttpsOrigin(origin: string): boolean {
  return origin.startsWith('https://');
}

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /** The `Content-Security-Policy` value (see `contentSecurityPolicy`). */
  contentSecurityPolicy: string;
  /** Served over https ({@link isHttpsOrigin}): adds HSTS (one year, subdomains). */
  https: boolean;
  /** `X-Frame-Options` for browsers without `frame-ancestors`: `DENY` (default) or `SAMEORIGIN`. */
  frameOptions?: 'DENY' | 'SAMEORIGIN';
  /**
   * The page runs a real payment provider's wallet (Adyen's Apple Pay and PayPal, spec 3 §7):
   * `payment=(self)` instead of `payment=()`, so the Payment Request API works on the page.
   */
  payment?: boolean;
  /** The page may ask for the browser's location: `geolocation=(self)` instead of `geolocation=()`. */
  geolocation?: boolean;
}

/**
 * The response headers of a page: CSP, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `Permissions-Policy` (no camera,
 * microphone, geolocation, payment request, USB or topics; `payment=(self)` with
 * {@link SecurityHeadersOptions.payment}, `geolocation=(self)` with
 * {@link SecurityHeadersOptions.geolocation}), `X-Frame-Options`, and
 * `Strict-Transport-Security` over https only.
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(${options.geolocation ? 'self' : ''}), payment=(${options.payment ? 'self' : ''}), usb=(), browsing-topics=()`,
    'X-Frame-Options': options.frameOptions ?? 'DENY',
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Whether a request path cannot be decoded (a malformed percent-encoding such as `/en-us/%`):
 * the apps answer 400 instead of failing in the router with a 500 page.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
