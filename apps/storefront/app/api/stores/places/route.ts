import { findLocale, placeSearchRequestSchema } from '@storefront/api-contract';
import { searchPlaces } from '../../../../src/lib/checkout/places';
import { invalidInput, serverCall } from '../../../../src/lib/server/serverCall';

/** The query of {@link GET}: `items` is `variantId:qty` pairs joined with commas. */
function searchOf(query: URLSearchParams) {
  const items = (query.get('items') ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [productId = '', qty = ''] = pair.split(':');
      return { productId, qty: Number(qty) };
    });
  return { code: query.get('code'), query: query.get('query'), items };
}

/**
 * GET /api/stores/places?locale=en-us&code=pickup|sts|pudo&query=…&items=variantId:qty,… —
 * the store picker's search (a read the browser makes, so a GET route, not a Server Action):
 * stores offering the delivery with each item's availability, or collection points, near a
 * postal code or in a city of the locale's country (see `searchPlaces`). Answers the
 * `CheckoutResult<{ places }>` JSON: 200 `{ ok: true, places }`; 400 `API400` (unknown locale,
 * bad query); 502 with the failure's code and message. Cacheable for a minute (no shopper data).
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const locale = findLocale(query.get('locale') ?? '');
  const parsed = placeSearchRequestSchema.safeParse(searchOf(query));
  if (!locale || !parsed.success) {
    const failure = parsed.success
      ? { ok: false, code: 'API400', message: 'Unknown locale.' }
      : invalidInput(parsed.error.issues);
    return Response.json(failure, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  const result = await serverCall(
    'checkout.searchPlaces',
    ({ client }) => searchPlaces(client, locale, parsed.data),
    { locale, token: false },
  );
  return Response.json(result, {
    status: result.ok ? 200 : 502,
    headers: { 'cache-control': result.ok ? 'public, max-age=60' : 'no-store' },
  });
}
