import 'server-only';
import { findLocale } from '@storefront/api-contract';
import { associateStripLabelsFrom } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { readInStoreSession } from '../checkout/associateSession';
import { routeError } from '../server/routeErrors';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * The answer of GET /api/associate-strip?locale=en-us: the header's in-store associate strip of
 * the caller's own session (spec 2 §3 "In-store session", §4), read by its island in the browser
 * so that the layout reads no cookie (ARCHITECTURE.md §11). 200 `{ session, labels }` (the store
 * and associate names of the httpOnly `inStoreSession` cookie, the strip's words in the locale);
 * 204 when the session is not an agent login's; 400 `API400` (error envelope) for an unknown
 * locale. Always `Cache-Control: private, no-store` or `no-store` (one shopper's data).
 * @param localePath the `locale` query parameter, e.g. `en-us`
 */
export async function associateStripResponse(localePath: string): Promise<Response> {
  const locale = findLocale(localePath);
  if (!locale) return routeError(400, 'API400', 'Unknown locale.');
  const session = await readInStoreSession();
  if (!session) return new Response(null, { status: 204, headers: noStore });
  const t = await getTranslations({ locale: locale.path, namespace: 'associate' });
  const named = {
    storeId: session.storeId,
    storeEmployeeId: session.storeEmployeeId,
    storeName: session.storeName ?? session.storeId,
    storeEmployeeName: session.storeEmployeeName ?? session.storeEmployeeId,
  };
  return Response.json(
    { session: named, labels: associateStripLabelsFrom(t, named) },
    { headers: noStore },
  );
}
