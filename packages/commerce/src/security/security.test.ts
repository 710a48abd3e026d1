import { paypalMessagesSdkUrl } from '../checkout/express/payLater/paypalMessages.client';
import { sessionCookieOptions } from '../session/sessionRules';
import {
  adyenSources,
  contentSecurityPolicy,
  createNonce,
  originsOf,
  recaptchaSources,
} from './contentSecurityPolicy';
import { pageSecurity } from './pageSecurity';
import {
  isHttpsOrigin,
  isMalformedPath,
  originConfigFromEnv,
  publicOrigin,
  securityHeaders,
} from './securityHeaders';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

function headersOf(values: Record<string, string>) {
  const h = new Headers(values);
  return { get: (name: string) => h.get(name) };
}

describe('contentSecurityPolicy', () => {
  it('is strict: nonce + strict-dynamic scripts, no objects, no framing, own base and forms', () => {
    const csp = directives(
      contentSecurityPolicy({ nonce: 'bm9uY2U=', mediaOrigins: ['http://127.0.0.1:4000'] }),
    );
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    // The video player fetches caption tracks (.vtt) of the media origin with XHR.
    expect(csp.get('connect-src')).toBe("'self' http://127.0.0.1:4000");
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' http://127.0.0.1:4000 data: blob:");
    expect(csp.get('media-src')).toBe("'self' http://127.0.0.1:4000 data: blob:");
    // A nonce in style-src would make browsers ignore 'unsafe-inline' (React style attributes).
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
  });

  it("without a nonce, the static pages' policy: 'self' 'unsafe-inline' scripts, the rest as strict", () => {
    const media = { mediaOrigins: ['http://127.0.0.1:4000'] };
    const staticCsp = directives(contentSecurityPolicy(media));
    const nonceCsp = directives(contentSecurityPolicy({ nonce: 'bm9uY2U=', ...media }));
    expect(staticCsp.get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(contentSecurityPolicy(media)).not.toContain('nonce-');
    expect(contentSecurityPolicy(media)).not.toContain('strict-dynamic');
    for (const [name, value] of nonceCsp)
      if (name !== 'script-src') expect(staticCsp.get(name), name).toBe(value);
    expect(
      directives(contentSecurityPolicy({ dev: true, recaptcha: true })).get('script-src'),
    ).toBe(
      "'self' 'unsafe-inline' 'unsafe-eval' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
  });

  it('allows the given script hashes beside the nonce, never in the static policy', () => {
    const hash = "'sha256-abc='";
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', scriptHashes: [hash] })).get('script-src'),
    ).toBe(`'self' 'nonce-n' ${hash} 'strict-dynamic'`);
    expect(contentSecurityPolicy({ scriptHashes: [hash] })).not.toContain('sha256');
  });

  it("adds 'unsafe-eval' only in development", () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).not.toContain('unsafe-eval');
    expect(directives(contentSecurityPolicy({ nonce: 'n', dev: true })).get('script-src')).toBe(
      "'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'",
    );
  });

  it("frame-ancestors 'self' for a route the app frames itself", () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'n', frameAncestors: 'self' }));
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  it("allows Google's reCAPTCHA hosts only when asked", () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).not.toContain('google');
    const csp = directives(contentSecurityPolicy({ nonce: 'n', recaptcha: true }));
    for (const host of recaptchaSources.script) expect(csp.get('script-src')).toContain(host);
    for (const host of recaptchaSources.frame) expect(csp.get('frame-src')).toContain(host);
    for (const host of recaptchaSources.connect) expect(csp.get('connect-src')).toContain(host);
  });

  it('nonces are fresh, 128-bit base64', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });

  it('originsOf keeps http(s) origins of the media settings, once', () => {
    expect(
      originsOf([
        'http://127.0.0.1:4000',
        'http://127.0.0.1:4000/media',
        undefined,
        'not a url',
        'ftp://x.example',
      ]),
    ).toEqual(['http://127.0.0.1:4000']);
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, referrer policy, permissions policy and DENY framing; HSTS only over https', () => {
    const plain = securityHeaders({ contentSecurityPolicy: 'csp', https: false });
    expect(plain).toMatchObject({
      'Content-Security-Policy': 'csp',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(plain['Permissions-Policy']).toContain('camera=()');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    const tls = securityHeaders({
      contentSecurityPolicy: 'csp',
      https: true,
      frameOptions: 'SAMEORIGIN',
    });
    expect(tls['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(tls['X-Frame-Options']).toBe('SAMEORIGIN');
  });
});

describe('publicOrigin (Secure cookies and HSTS)', () => {
  const spoofed = headersOf({
    host: 'shop.example.com',
    'x-forwarded-proto': 'http',
    'x-forwarded-host': 'evil.example',
  });

  it('ignores X-Forwarded-* from anyone: a spoofed http proto does not drop the Secure flag', () => {
    const origin = publicOrigin(spoofed, {});
    expect(origin).toBe('shop.example.com');
    expect(sessionCookieOptions(origin).secure).toBe(true);
    expect(isHttpsOrigin(origin)).toBe(false);
  });

  it('honours X-Forwarded-* behind a trusted proxy (TRUST_PROXY=1), first value, http(s) only', () => {
    expect(publicOrigin(spoofed, { trustProxy: true })).toBe('http://evil.example');
    const proxied = headersOf({
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'shop.example.com',
    });
    const origin = publicOrigin(proxied, { trustProxy: true });
    expect(origin).toBe('https://shop.example.com');
    expect(sessionCookieOptions(origin).secure).toBe(true);
    expect(isHttpsOrigin(origin)).toBe(true);
    expect(
      publicOrigin(headersOf({ host: 'h', 'x-forwarded-proto': 'javascript' }), {
        trustProxy: true,
      }),
    ).toBe('h');
  });

  it('the configured origin (STOREFRONT_ORIGIN) wins over the request', () => {
    const config = originConfigFromEnv(
      { STOREFRONT_ORIGIN: 'https://shop.example.com/', TRUST_PROXY: '1' },
      'STOREFRONT_ORIGIN',
    );
    expect(publicOrigin(spoofed, config)).toBe('https://shop.example.com');
    expect(originConfigFromEnv({}, 'STOREFRONT_ORIGIN')).toEqual({
      origin: undefined,
      trustProxy: false,
    });
  });

  it('a plain-http loopback request keeps cookies usable without TLS, as in development', () => {
    const origin = publicOrigin(headersOf({ host: '127.0.0.1:3000' }), {});
    expect(sessionCookieOptions(origin).secure).toBe(false);
  });
});

describe('isMalformedPath', () => {
  it('flags paths with a bad percent-encoding', () => {
    expect(isMalformedPath('/en-us/%')).toBe(true);
    expect(isMalformedPath('/en-us/p/%E0%A4%A')).toBe(true);
    expect(isMalformedPath('/en-us/c/%zz')).toBe(true);
    expect(isMalformedPath('/en-us/p/caf%C3%A9')).toBe(false);
    expect(isMalformedPath('/en-us')).toBe(false);
  });
});

describe('pageSecurity (the proxies)', () => {
  const request = new Headers({ host: 'shop.example.com' });

  it('forwards the nonce and the CSP to Next, and answers with the same CSP', () => {
    const result = pageSecurity({
      pathname: '/en-us',
      requestHeaders: request,
      env: { MOCK_API_URL: 'http://127.0.0.1:4100', NODE_ENV: 'production' },
      originVariable: 'STOREFRONT_ORIGIN',
    });
    if (result.malformed) throw new Error('not malformed');
    const nonce = result.requestHeaders.get('x-nonce');
    expect(nonce).toBeTruthy();
    expect(result.requestHeaders.get('content-security-policy')).toBe(
      result.responseHeaders['Content-Security-Policy'],
    );
    expect(result.responseHeaders['Content-Security-Policy']).toContain(`'nonce-${nonce}'`);
    expect(result.responseHeaders['Content-Security-Policy']).toContain(
      "img-src 'self' http://127.0.0.1:4100",
    );
    expect(result.responseHeaders['Strict-Transport-Security']).toBeUndefined();
    expect(request.get('x-nonce')).toBeNull();
  });

  it('a static page: the nonce-less CSP on the response, no nonce or CSP forwarded', () => {
    const spoofed = new Headers({ host: 'shop.example.com', 'x-nonce': 'chosen-by-the-client' });
    const result = pageSecurity({
      pathname: '/en-us/about',
      requestHeaders: spoofed,
      env: { NODE_ENV: 'production' },
      originVariable: 'STOREFRONT_ORIGIN',
      scripts: 'static',
    });
    if (result.malformed) throw new Error('not malformed');
    expect(result.requestHeaders.get('x-nonce')).toBeNull();
    expect(result.requestHeaders.get('content-security-policy')).toBeNull();
    expect(result.responseHeaders['Content-Security-Policy']).toContain(
      "script-src 'self' 'unsafe-inline';",
    );
    expect(result.responseHeaders['X-Frame-Options']).toBe('DENY');
  });

  it('HSTS when the configured origin is https; framing by itself on request', () => {
    const result = pageSecurity({
      pathname: '/render/alpine/en-us',
      requestHeaders: request,
      env: { PREVIEW_TOOL_ORIGIN: 'https://preview.example.com' },
      originVariable: 'PREVIEW_TOOL_ORIGIN',
      framedBySelf: true,
    });
    expect(result.responseHeaders['Strict-Transport-Security']).toContain('max-age=31536000');
    expect(result.responseHeaders['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(result.responseHeaders['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  });

  it('reCAPTCHA hosts only in an app that allows them and with RECAPTCHA_SITE_KEY set', () => {
    const csp = (allowRecaptcha: boolean, key?: string) =>
      pageSecurity({
        pathname: '/',
        requestHeaders: request,
        env: key ? { RECAPTCHA_SITE_KEY: key } : {},
        originVariable: 'STOREFRONT_ORIGIN',
        allowRecaptcha,
      }).responseHeaders['Content-Security-Policy'];
    expect(csp(true, 'site-key')).toContain('https://www.google.com/recaptcha/');
    expect(csp(true)).not.toContain('google');
    expect(csp(false, 'site-key')).not.toContain('google');
  });

  it('Adyen hosts only with EXPRESS_PROVIDER=adyen in an app that allows them (spec 3 §7)', () => {
    const csp = (allowAdyen: boolean, env: Record<string, string>) =>
      pageSecurity({
        pathname: '/',
        requestHeaders: request,
        env,
        originVariable: 'STOREFRONT_ORIGIN',
        allowAdyen,
      }).responseHeaders['Content-Security-Policy'] ?? '';
    const test = csp(true, { EXPRESS_PROVIDER: 'adyen' });
    const directive = (policy: string, name: string) =>
      policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const host of adyenSources('test').script) {
      expect(directive(test, 'script-src')).toContain(host);
    }
    for (const host of adyenSources('test').connect) {
      expect(directive(test, 'connect-src')).toContain(host);
    }
    expect(directive(test, 'frame-src')).toContain('https://www.sandbox.paypal.com');
    // PayPal's messages SDK (the pay-later message with PAYPAL_CLIENT_ID): script, frames, calls.
    const messagesSdk = new URL(paypalMessagesSdkUrl('sb-client', 'USD')).origin;
    for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(directive(test, name)).toContain(messagesSdk);
    }
    expect(csp(true, { PAYPAL_CLIENT_ID: 'sb-client' })).not.toContain('paypal');
    const live = csp(true, { EXPRESS_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live' });
    expect(live).toContain('https://checkoutshopper-live.adyen.com');
    expect(live).toContain('https://checkoutanalytics-live.adyen.com');
    expect(live).not.toContain('sandbox');
    // The simulator (default), the feature off, or an app that does not allow it: none.
    expect(csp(true, {})).not.toContain('adyen');
    expect(csp(true, { EXPRESS_PROVIDER: 'adyen', STOREFRONT_EXPRESS: 'off' })).not.toContain(
      'adyen',
    );
    expect(csp(false, { EXPRESS_PROVIDER: 'adyen' })).not.toContain('adyen');
  });

  it('Permissions-Policy allows the payment feature only where Adyen runs', () => {
    const policy = (allowAdyen: boolean, env: Record<string, string>) =>
      pageSecurity({
        pathname: '/',
        requestHeaders: request,
        env,
        originVariable: 'STOREFRONT_ORIGIN',
        allowAdyen,
      }).responseHeaders['Permissions-Policy'];
    expect(policy(true, { EXPRESS_PROVIDER: 'adyen' })).toContain('payment=(self)');
    expect(policy(true, {})).toContain('payment=()');
    expect(policy(false, { EXPRESS_PROVIDER: 'adyen' })).toContain('payment=()');
  });

  it('Permissions-Policy allows geolocation only where the page asks for it (store locator)', () => {
    const policy = (allowGeolocation?: boolean) =>
      pageSecurity({
        pathname: '/en-us/stores',
        requestHeaders: request,
        env: {},
        originVariable: 'STOREFRONT_ORIGIN',
        ...(allowGeolocation === undefined ? {} : { allowGeolocation }),
      }).responseHeaders['Permissions-Policy'];
    expect(policy(true)).toContain('geolocation=(self)');
    expect(policy(false)).toContain('geolocation=()');
    expect(policy()).toContain('geolocation=()');
  });

  it('a malformed path is flagged, with the security headers for the 400', () => {
    const result = pageSecurity({
      pathname: '/en-us/%',
      requestHeaders: request,
      env: {},
      originVariable: 'STOREFRONT_ORIGIN',
    });
    expect(result.malformed).toBe(true);
    expect(result.responseHeaders['X-Content-Type-Options']).toBe('nosniff');
  });
});
