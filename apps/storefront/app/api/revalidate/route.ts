import { revalidationSignatureHeader } from '@storefront/api-contract';
import { revalidateTag } from 'next/cache';
import { checkRevalidation } from '../../../src/lib/cache/revalidation';
import { routeError } from '../../../src/lib/server/routeErrors';
import { logEvent } from '../../../src/lib/serverLog';

/**
 * `POST /api/revalidate` (design.md "Data flows", caching): the content service and the
 * catalogue (the mock API) send `{ tags, timestamp }` signed with `REVALIDATE_SECRET`
 * (`x-revalidate-signature`, HMAC-SHA256 of the body) when a document is published or a
 * product's price or stock changes. Each tag's cached reads expire at once (`expire: 0`: the
 * next request reads the API, no stale copy is served). 200 `{ revalidated: tags }`; 401
 * `AUT401` bad signature, 400 `API400` bad or stale body, 503 `API503` no secret configured,
 * each in the error envelope. Never cached.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  const check = await checkRevalidation(
    process.env.REVALIDATE_SECRET,
    body,
    request.headers.get(revalidationSignatureHeader),
    Date.now(),
  );
  if (!check.ok) {
    logEvent({ level: 'warn', event: 'revalidate.refused', fields: { reason: check.errorId } });
    return routeError(check.status, check.errorId, check.message);
  }
  for (const tag of check.request.tags) revalidateTag(tag, { expire: 0 });
  return Response.json(
    { revalidated: check.request.tags },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
