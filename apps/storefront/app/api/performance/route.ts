import {
  defaultLocalePath,
  findLocale,
  performanceBeaconSchema,
  performancePaths,
} from '@storefront/api-contract';
import { relayedRefusal, routeError } from '../../../src/lib/server/routeErrors';
import { apiClientFor } from '../../../src/lib/session/session';

/**
 * POST /api/performance `{ page, metrics }` (the contract's `performanceBeaconSchema`) → 202:
 * the browser's performance beacon relayed to the API's `POST /fapi/performance/ingest`
 * (spec 1 §7), in the locale of the page measured. The browser sends it only with analytics
 * consent (`WebVitals`). 400 `API400` bad body; the API's refusal as it answered (e.g. 429
 * `API429`); 502 `GEN500` when it cannot be reached.
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = performanceBeaconSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return routeError(400, 'API400', 'Invalid performance beacon');
  const locale = findLocale(parsed.data.page.split('/')[1] ?? '') ?? findLocale(defaultLocalePath);
  if (!locale) return routeError(500, 'GEN500', 'No default locale');
  try {
    await apiClientFor(locale).post(performancePaths.ingest, parsed.data);
    return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return (
      relayedRefusal(error) ??
      routeError(502, 'GEN500', 'The performance beacon could not be relayed')
    );
  }
}
