import { cookies } from 'next/headers';
import { routeError } from '../../../src/lib/server/routeErrors';
import { collectExperimentEvents } from '../../../src/lib/services/experimentEvents';

/**
 * POST /api/experiment-events `{ locale, events: [{ key, tags, timestamp }] }` — the browser's
 * experiment delivery queue sends its batches here (spec 3 §9 "Experiment delivery"); relayed to
 * the decision engine's collector with the shopper's id from the cookies
 * (`collectExperimentEvents`: 202, 400 `API400`, 502 `API502`). JSON only: a cross-site page
 * cannot send that without a CORS preflight, which this route does not answer (415 otherwise).
 */
export async function POST(request: Request): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return routeError(415, 'API415', 'Send JSON.');
  }
  const jar = await cookies();
  const answer = await collectExperimentEvents(await request.json().catch(() => null), {
    cookie: (name) => jar.get(name)?.value,
  });
  if ('errorId' in answer.body) {
    return routeError(answer.status, answer.body.errorId, answer.body.message);
  }
  return Response.json(answer.body, { status: answer.status, headers });
}
