import { findLocale } from '@storefront/api-contract';
import { pageSecurity } from '@storefront/commerce/security/pageSecurity';
import { type NextRequest, NextResponse } from 'next/server';

/** next-intl's request-locale header (what its own middleware would set). */
const intlLocaleHeader = 'X-NEXT-INTL-LOCALE';

/**
 * Runs before every page and route of the storefront (design.md "Security rules",
 * packages/commerce/src/security): a fresh CSP nonce per request, which Next puts on its own
 * scripts and our inline scripts read from the `x-nonce` request header; the security headers
 * on the response (HSTS only when `STOREFRONT_ORIGIN`, or a trusted proxy, says https);
 * reCAPTCHA's hosts only when `RECAPTCHA_SITE_KEY` is set. A path with a malformed
 * percent-encoding (`/en-us/%`) gets 400 instead of the router's 500 page. The URL's locale
 * goes to next-intl as its request locale (`X-NEXT-INTL-LOCALE`, src/i18n/request.ts): the
 * 404 page has no params to read it from.
 */
export function proxy(request: NextRequest): NextResponse {
  const security = pageSecurity({
    pathname: request.nextUrl.pathname,
    requestHeaders: request.headers,
    env: process.env,
    originVariable: 'STOREFRONT_ORIGIN',
    allowRecaptcha: true,
  });
  if (!security.malformed) {
    const served = findLocale(request.nextUrl.pathname.split('/')[1] ?? '');
    if (served) security.requestHeaders.set(intlLocaleHeader, served.path);
    else security.requestHeaders.delete(intlLocaleHeader);
  }
  const response = security.malformed
    ? new NextResponse('Bad request: malformed URL encoding.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    : NextResponse.next({ request: { headers: security.requestHeaders } });
  for (const [name, value] of Object.entries(security.responseHeaders))
    response.headers.set(name, value);
  return response;
}

export const config = {
  // Every page and route; not the build's static files (hashed, served as is).
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
