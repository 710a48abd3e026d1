import { errorEnvelope } from '@storefront/api-contract';
import { ApiError } from '@storefront/commerce';

/**
 * The storefront's own route handlers (`app/api/*`) answer failures with the spec's error
 * envelope (spec 1 §3 "Error response"): `appId` `storefront`, a fresh correlation id and one
 * detail, never cached. The one place that envelope is built for a route.
 * @param status an HTTP status (4xx, 5xx)
 * @param errorId a catalogue code, e.g. `API400`
 * @param message the server's message
 */
export function routeError(status: number, errorId: string, message: string): Response {
  return Response.json(errorEnvelope('storefront', crypto.randomUUID(), errorId, message), {
    status,
    headers: { 'cache-control': 'no-store' },
  });
}

/**
 * The API's own refusal (a 4xx `ApiError`: its status, code and message) answered as it came,
 * for a route that relays a call; `undefined` for anything else (unreachable, 5xx), which the
 * route answers itself.
 */
export function relayedRefusal(error: unknown): Response | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  return routeError(error.status, error.errorId, error.serverMessage ?? error.message);
}
