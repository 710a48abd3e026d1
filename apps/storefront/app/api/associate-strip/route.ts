import { associateStripResponse } from '../../../src/lib/associate/strip';

/**
 * GET /api/associate-strip?locale=en-us — the header's in-store associate strip of the caller's
 * own session, for its island (`associateStripResponse`: 200 `{ session, labels }`, 204 without
 * an in-store session, 400 `API400` unknown locale; never cached).
 */
export async function GET(request: Request): Promise<Response> {
  return associateStripResponse(new URL(request.url).searchParams.get('locale') ?? '');
}
