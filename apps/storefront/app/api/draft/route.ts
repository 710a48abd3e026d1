import { draftMode } from 'next/headers';
import { checkDraftEntry, draftResponseHeaders } from '../../../src/lib/draft';

/**
 * `GET /api/draft?secret={PREVIEW_SECRET}&path=/{locale}/…` (design.md "Security rules"): with
 * the editors' secret, enables Next's draft mode (its signed `__prerender_bypass` cookie) and
 * redirects (307) to `path`, a same-origin path under a locale (else the default locale's home);
 * the page then honours `preview`, `previewDateTime`, `p13n_testcontext` and `segments`. A
 * wrong or missing secret: 401, no cookie. Never cached, never indexed.
 */
export async function GET(request: Request): Promise<Response> {
  const entry = checkDraftEntry(new URL(request.url), process.env.PREVIEW_SECRET);
  if (!entry.ok) {
    return new Response(entry.message, {
      status: entry.status,
      headers: { ...draftResponseHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    headers: { ...draftResponseHeaders, Location: entry.path },
  });
}
