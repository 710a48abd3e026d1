import {
  contentSecurityPolicy,
  createNonce,
  nonceHeader,
  originsOf,
} from './contentSecurityPolicy';
import {
  isHttpsOrigin,
  isMalformedPath,
  originConfigFromEnv,
  publicOrigin,
  securityHeaders,
} from './securityHeaders';

/** Options of {@link pageSecurity}. */
export interface PageSecurityOptions {
  /** The request's path (`request.nextUrl.pathname`). */
  pathname: string;
  /** The request's headers (not modified). */
  requestHeaders: Headers;
  /**
   * The app's environment: `NODE_ENV` (`development` adds `'unsafe-eval'`), `MOCK_API_URL` and
   * `MOCK_API_MEDIA_URL` (media origins), `TRUST_PROXY`, `originVariable`, and
   * `RECAPTCHA_SITE_KEY` when `allowRecaptcha`, `EXPRESS_PROVIDER`, `STOREFRONT_EXPRESS` and
   * `ADYEN_ENVIRONMENT` when `allowAdyen`.
   */
  env: Record<string, string | undefined>;
  /** The variable holding the app's public origin: `STOREFRONT_ORIGIN`, `PREVIEW_TOOL_ORIGIN`. */
  originVariable: string;
  /** The page may be framed by this origin (the preview tool's render route); else by nobody. */
  framedBySelf?: boolean;
  /** The app may use Google reCAPTCHA: its hosts are allowed when `RECAPTCHA_SITE_KEY` is set. */
  allowRecaptcha?: boolean;
  /**
   * The app may run Adyen's express buttons: its hosts are allowed when `EXPRESS_PROVIDER` is
   * `adyen` and `STOREFRONT_EXPRESS` is not `off` (environment `ADYEN_ENVIRONMENT`, default
   * `test`), and `Permissions-Policy` allows `payment=(self)`.
   */
  allowAdyen?: boolean;
  /**
   * The page may ask for the browser's location (the store locator's "Use my location", spec 2
   * §7 "Stores"): `Permissions-Policy` allows `geolocation=(self)`; every other page denies it.
   */
  allowGeolocation?: boolean;
  /**
   * The page's scripts (ARCHITECTURE.md §11): `nonce` (default) for a page rendered per request,
   * `static` for a shopper-independent page that may be served from a cache (no nonce:
   * `script-src 'self' 'unsafe-inline'`, nothing forwarded for it).
   */
  scripts?: 'nonce' | 'static';
  /** `'sha256-…'` sources of the app's constant inline scripts (nonce pages only). */
  scriptHashes?: readonly string[];
}

/** What an app's `proxy.ts` does with a request (see {@link pageSecurity}). */
export type PageSecurity =
  | { malformed: true; responseHeaders: Record<string, string> }
  | { malformed: false; requestHeaders: Headers; responseHeaders: Record<string, string> };

/**
 * The security of one page request (design.md "Security rules"), for an app's `proxy.ts`: for
 * a nonce page a fresh nonce and the CSP, put on the forwarded request (`Content-Security-Policy`,
 * which makes Next put the nonce on its scripts, and `x-nonce` for our inline scripts); for a
 * static page (`scripts: 'static'`) the nonce-less policy and nothing forwarded. Either CSP goes
 * with the other security headers on the response; HSTS when the trusted public origin is
 * https. A path with a malformed percent-encoding is `malformed` (answer 400).
 */
export function pageSecurity(options: PageSecurityOptions): PageSecurity {
  const { env } = options;
  const nonce = options.scripts === 'static' ? undefined : createNonce();
  const adyen =
    options.allowAdyen === true &&
    env.EXPRESS_PROVIDER === 'adyen' &&
    env.STOREFRONT_EXPRESS !== 'off';
  const csp = contentSecurityPolicy({
    ...(nonce === undefined ? {} : { nonce, scriptHashes: options.scriptHashes ?? [] }),
    dev: env.NODE_ENV === 'development',
    mediaOrigins: originsOf([env.MOCK_API_URL ?? 'http://127.0.0.1:4000', env.MOCK_API_MEDIA_URL]),
    frameAncestors: options.framedBySelf ? 'self' : 'none',
    recaptcha: options.allowRecaptcha === true && Boolean(env.RECAPTCHA_SITE_KEY),
    ...(adyen
      ? { adyen: env.ADYEN_ENVIRONMENT === 'live' ? ('live' as const) : ('test' as const) }
      : {}),
  });
  const origin = publicOrigin(
    options.requestHeaders,
    originConfigFromEnv(env, options.originVariable),
  );
  const responseHeaders = securityHeaders({
    contentSecurityPolicy: csp,
    https: isHttpsOrigin(origin),
    frameOptions: options.framedBySelf ? 'SAMEORIGIN' : 'DENY',
    payment: adyen,
    geolocation: options.allowGeolocation === true,
  });
  if (isMalformedPath(options.pathname)) return { malformed: true, responseHeaders };
  const requestHeaders = new Headers(options.requestHeaders);
  // A request must not bring its own: only the proxy says what the nonce is.
  requestHeaders.delete(nonceHeader);
  if (nonce !== undefined) {
    requestHeaders.set(nonceHeader, nonce);
    requestHeaders.set('content-security-policy', csp);
  } else requestHeaders.delete('content-security-policy');
  return { malformed: false, requestHeaders, responseHeaders };
}
