import { pageSecurity } from '@storefront/commerce/server';
import { type NextRequest, NextResponse } from 'next/server';

/** The render-only route of the breakpoint frames: `/render/{theme}/{locale}`. */
const renderRoute = /^\/render(\/|$)/;

/**
 * Runs before every page of the preview tool (design.md "Security rules",
 * packages/commerce/src/security): a fresh CSP nonce per request (Next puts it on its scripts)
 * and the security headers. The tool frames only its own pages (`frame-src 'self'`); its render
 * route may be framed by the tool itself (`frame-ancestors 'self'`, `X-Frame-Options:
 * SAMEORIGIN`), every other page by nobody. HSTS only when `PREVIEW_TOOL_ORIGIN`, or a trusted
 * proxy, says https. A path with a malformed percent-encoding gets 400.
 */
export function proxy(request: NextRequest): NextResponse {
  const security = pageSecurity({
    pathname: request.nextUrl.pathname,
    requestHeaders: request.headers,
    env: process.env,
    originVariable: 'PREVIEW_TOOL_ORIGIN',
    framedBySelf: renderRoute.test(request.nextUrl.pathname),
  });
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
