import { NextResponse } from 'next/server';

/**
 * `PROBE_CSP=nonce` (default): the storefront's script policy
 * (packages/commerce/src/security/contentSecurityPolicy.ts), a fresh nonce per request and
 * `'strict-dynamic'`, put on the forwarded request (so Next puts the nonce on the scripts it
 * renders for this request) and on the response. `PROBE_CSP=self`: Next's documented policy
 * without nonces, `'self' 'unsafe-inline'` (any inline script runs).
 */
export function proxy(request) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = btoa(String.fromCharCode(...bytes));
  const scripts =
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: the probe's own switch, no turbo task reads it
    process.env.PROBE_CSP === 'self'
      ? "'self' 'unsafe-inline'"
      : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
  const csp = `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'`;
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = { matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'] };
