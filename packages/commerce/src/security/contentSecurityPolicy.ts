/**
 * The Content-Security-Policy of the storefront and the preview tool (design.md "Security
 * rules"), made per request by each app's `proxy.ts`. Pure (no imports, no environment): the
 * proxies pass what they read from the environment.
 *
 * - Scripts, two kinds (ARCHITECTURE.md §11, the CSP decision):
 *   - with a nonce (pages that take credentials or payment: cart, checkout, account, sign-in…):
 *     only scripts carrying the request's nonce, and what they load (`'strict-dynamic'`). Next
 *     puts the nonce on its own scripts when the request carries the CSP header; an inline
 *     script of ours reads it with `headers().get(nonceHeader)`. Such pages render per request.
 *   - static (shopper-independent pages a cache or CDN may keep: content, category, product,
 *     search): `'self' 'unsafe-inline'`, Next's documented policy for prerendered pages, whose
 *     scripts are written before any request and so carry no nonce. Scripts come from this
 *     origin only (plus the named hosts below), with Subresource Integrity on Next's own.
 *   `'unsafe-eval'` only in `next dev` (React's error overlay rebuilds server stacks with eval).
 * - Styles: `'self' 'unsafe-inline'`: vanilla-extract ships files, but React `style` attributes
 *   (server-rendered), Radix's scroll lock and the video player's `<style>` elements are inline.
 *   No nonce there on purpose: a nonce in `style-src` would make browsers ignore `'unsafe-inline'`.
 * - Images and media: this origin, the backend's media origin(s) (product and content images are
 *   absolute URLs of the API, e.g. `http://127.0.0.1:4000/media/…`), `data:` and `blob:`.
 * - Fonts: this origin and `data:` (the video player's icon font is a data: URL).
 * - Connections: this origin, and the media origin(s) for media fetched by script (the video
 *   player loads caption tracks, `.vtt`, with XHR). The browser never calls the API itself.
 * - Frames: `frame-src` as given (the storefront frames nothing of its own; the preview tool
 *   frames its render route); `frame-ancestors` `'none'`, or `'self'` for a route the app frames.
 * - reCAPTCHA (when a site key is configured): Google's script, frame and connect hosts.
 *
 * To allow a new host, add it to the options here (one place) and say why in its TSDoc.
 */

/** Hosts of Google reCAPTCHA (only when `RECAPTCHA_SITE_KEY` is set). */
export const recaptchaSources = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
} as const;

/**
 * Hosts of the Adyen express provider (spec 3 §7; only when `EXPRESS_PROVIDER=adyen`): Adyen's
 * checkout API and images of the environment, its checkout analytics (the library calls it at
 * set-up even with analytics off), Apple Pay's SDK (outside Safari), PayPal's SDK,
 * its buttons and its checkout window, and its pay-later messages (with `PAYPAL_CLIENT_ID`: the
 * messages SDK `https://www.paypal.com/sdk/js`, added by our nonced code so `'strict-dynamic'`
 * trusts it, and its message frames). The library and its stylesheet are files of this origin
 * (`adyen-assets.mjs` of the storefront, loaded with `integrity`).
 */
export function adyenSources(environment: 'test' | 'live') {
  const adyen = [
    `https://checkoutshopper-${environment}.adyen.com`,
    `https://checkoutshopper-${environment}.cdn.adyen.com`,
  ];
  const analytics = `https://checkoutanalytics-${environment}.adyen.com`;
  const paypal =
    environment === 'live'
      ? ['https://www.paypal.com', 'https://www.paypalobjects.com']
      : [
          'https://www.sandbox.paypal.com',
          'https://www.paypal.com',
          'https://www.paypalobjects.com',
        ];
  return {
    script: ['https://applepay.cdn-apple.com/jsapi/', ...paypal],
    connect: [...adyen, analytics, ...paypal],
    frame: [...adyen, ...paypal],
    img: [...adyen, ...paypal],
  };
}

/** Request header the proxies set to the nonce; layouts read it with `headers()`. */
export const nonceHeader = 'x-nonce';

/** Options of {@link contentSecurityPolicy}. */
export interface ContentSecurityPolicyOptions {
  /**
   * The request's nonce (base64, ≥ 128 bits), from {@link createNonce}: scripts need it
   * (`'strict-dynamic'`). Absent: the static pages' policy, `script-src 'self' 'unsafe-inline'`.
   */
  nonce?: string;
  /**
   * `'sha256-…'` sources of the app's constant inline scripts, allowed beside the nonce and
   * `'strict-dynamic'` (so such a script needs no nonce). Ignored without `nonce`: a hash source
   * would make browsers ignore the static policy's `'unsafe-inline'`.
   */
  scriptHashes?: readonly string[];
  /** `next dev`: adds `'unsafe-eval'` to `script-src`. */
  dev?: boolean;
  /** Origins images and media load from besides this one (e.g. `http://127.0.0.1:4000`). */
  mediaOrigins?: readonly string[];
  /** Who may frame the page: nobody (default) or this origin only. */
  frameAncestors?: 'none' | 'self';
  /** What the page may frame: nothing of another origin (default `'self'`). */
  frameSrc?: readonly string[];
  /** Google reCAPTCHA is the captcha provider: allow its hosts. */
  recaptcha?: boolean;
  /** Adyen runs the express buttons in this environment: allow its hosts ({@link adyenSources}). */
  adyen?: 'test' | 'live';
}

/**
 * The policy, as the value of one `Content-Security-Policy` header: nonce-based with `nonce`,
 * else the static pages' (`script-src 'self' 'unsafe-inline'`); every other directive the same.
 * @example contentSecurityPolicy({ nonce: 'abc', mediaOrigins: ['http://127.0.0.1:4000'] })
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const media = [...new Set(options.mediaOrigins ?? [])];
  const recaptcha = options.recaptcha === true;
  const adyen = options.adyen
    ? adyenSources(options.adyen)
    : { script: [], connect: [], frame: [], img: [] };
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(options.nonce === undefined
        ? ["'unsafe-inline'"]
        : [`'nonce-${options.nonce}'`, ...(options.scriptHashes ?? []), "'strict-dynamic'"]),
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...(recaptcha ? recaptchaSources.script : []),
      ...adyen.script,
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", ...media, ...adyen.img, 'data:', 'blob:'],
    ['media-src', "'self'", ...media, 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...media,
      ...(recaptcha ? recaptchaSources.connect : []),
      ...adyen.connect,
    ],
    [
      'frame-src',
      ...(options.frameSrc ?? ["'self'"]),
      ...(recaptcha ? recaptchaSources.frame : []),
      ...adyen.frame,
    ],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', options.frameAncestors === 'self' ? "'self'" : "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto, so it runs in any runtime). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The origins of absolute http(s) URLs (e.g. `MOCK_API_URL`, `MOCK_API_MEDIA_URL`); anything
 * else is skipped.
 */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins: string[] = [];
  for (const url of urls) {
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.push(parsed.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...new Set(origins)];
}
