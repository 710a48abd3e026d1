import { pageSecurity } from '@storefront/commerce/server';
import { type NextRequest, NextResponse } from 'next/server';
import { queryRouteOf } from './src/lib/cache/queryRoutes';
import { autoPromoCodeOf, autoPromoCookie, autoPromoMaxAge } from './src/lib/express/autoPromo';
import { parseLocaleFlag } from './src/lib/localeFlag';
import { headScriptHashes } from './src/lib/security/headScripts';
import { pageScriptsOf } from './src/lib/security/pageScripts';
import { forwardLocale, localeOfPath } from './src/lib/server/requestLocale';
import { shopperIdCookie, shopperIdToSet } from './src/lib/services/shopperId';
import { pageGuardRedirect } from './src/lib/session/pageGuards';

/**
 * Runs before every page and route of the storefront (design.md "Security rules",
 * packages/commerce/src/security): the CSP of the page's kind (`pageScriptsOf`, ARCHITECTURE.md
 * §11): for a page with credentials or payment a fresh nonce per request, which Next puts on its
 * own scripts and the reCAPTCHA loader reads from the `x-nonce` request header (the layout's
 * constant head scripts are allowed by their hashes, `headScriptHashes`); for a
 * shopper-independent page `script-src 'self' 'unsafe-inline'` and no nonce; the security headers
 * on the response (HSTS only when `STOREFRONT_ORIGIN`, or a trusted proxy, says https);
 * reCAPTCHA's hosts only when `RECAPTCHA_SITE_KEY` is set; Adyen's only when the page's locale
 * has express on (`STOREFRONT_EXPRESS` per locale). A path with a malformed
 * percent-encoding (`/en-us/%`) gets 400 instead of the router's 500 page. The page's locale
 * path goes to the app in next-intl's request-locale header (`forwardLocale`, validated): a
 * Server Action posts to its page's path, so `serverCall` takes its locale from there, and the
 * 404 page, which has no params, renders in the URL's language. A campaign link's `?promo=CODE`
 * is stored (httpOnly cookie) as the automatic promo code express checkout applies (spec 3 §4).
 * A page's first visit gets the decision engine's anonymous shopper id (`mt.v`, spec 3 §7), on
 * the request too so that page is already decided, once targeting may run (`shopperIdToSet`).
 * The pages' session redirects (sign-in when signed in, account as a guest, checkout without a
 * basket…) are answered here with a real `307` (`pageGuardRedirect`): a page under cache
 * components has sent its 200 before it reads the session. A category or product URL with a
 * query is rewritten to its twin route (`queryRouteOf`), so the plain URL can be kept.
 */
export function proxy(request: NextRequest): NextResponse {
  // The express flag is per locale (lib/express/features.ts): Adyen's hosts only in the CSP of
  // a page whose locale has express on (spec 3 §6).
  const locale = localeOfPath(request.nextUrl.pathname);
  const express = locale && parseLocaleFlag(process.env.STOREFRONT_EXPRESS, true).on(locale.path);
  const security = pageSecurity({
    pathname: request.nextUrl.pathname,
    requestHeaders: request.headers,
    env: { ...process.env, STOREFRONT_EXPRESS: express ? 'on' : 'off' },
    originVariable: 'STOREFRONT_ORIGIN',
    allowRecaptcha: true,
    allowAdyen: true,
    // Only the store locator asks for the shopper's location (spec 2 §7 "Stores").
    allowGeolocation: Boolean(locale) && /^\/[^/]+\/stores\/?$/.test(request.nextUrl.pathname),
    scripts: pageScriptsOf(request.nextUrl.pathname),
    // The layout's constant head scripts carry no nonce (src/lib/security/headScripts.ts).
    scriptHashes: headScriptHashes,
  });
  if (!security.malformed) forwardLocale(security.requestHeaders, request.nextUrl.pathname);
  const shopperId =
    locale && !security.malformed && request.method === 'GET'
      ? shopperIdToSet(request.headers.get('cookie') ?? '', locale.region)
      : undefined;
  if (shopperId && !security.malformed) {
    const cookie = request.headers.get('cookie');
    const pair = `${shopperIdCookie.name}=${shopperId}`;
    security.requestHeaders.set('cookie', cookie ? `${cookie}; ${pair}` : pair);
  }
  const guard =
    security.malformed || (request.method !== 'GET' && request.method !== 'HEAD')
      ? undefined
      : pageGuardRedirect({
          pathname: request.nextUrl.pathname,
          search: request.nextUrl.search,
          cookie: (name) => request.cookies.get(name)?.value,
          action: request.headers.has('next-action'),
        });
  const twin = security.malformed
    ? undefined
    : queryRouteOf(request.nextUrl.pathname, request.nextUrl.search);
  const response = security.malformed
    ? new NextResponse('Bad request: malformed URL encoding.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    : guard
      ? NextResponse.redirect(new URL(guard, request.url), 307)
      : twin
        ? NextResponse.rewrite(new URL(`${twin}${request.nextUrl.search}`, request.url), {
            request: { headers: security.requestHeaders },
          })
        : NextResponse.next({ request: { headers: security.requestHeaders } });
  for (const [name, value] of Object.entries(security.responseHeaders))
    response.headers.set(name, value);
  const promo = security.malformed ? undefined : autoPromoCodeOf(request.nextUrl);
  if (promo)
    response.cookies.set(autoPromoCookie, promo, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
      maxAge: autoPromoMaxAge,
    });
  if (shopperId)
    response.cookies.set(shopperIdCookie.name, shopperId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
      maxAge: shopperIdCookie.maxAge,
    });
  return response;
}

export const config = {
  // Every page and route; not the build's static files (hashed, served as is).
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
