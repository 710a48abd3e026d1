import { locationConfirmationResponse } from '../../../src/lib/location/confirmation';

/**
 * GET /api/location?locale=en-us — the location confirmation's dialog props for the page's
 * island (`locationConfirmationResponse`: 200 `{ country, sites, labels }`, 204 nothing to
 * confirm, 400 `API400` unknown locale; `private, no-store`).
 */
export async function GET(request: Request): Promise<Response> {
  return locationConfirmationResponse(
    new URL(request.url).searchParams.get('locale') ?? '',
    request.headers,
  );
}
