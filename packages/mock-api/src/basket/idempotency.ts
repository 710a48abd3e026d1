import { createHash } from 'node:crypto';
import { requestHeaders } from '@storefront/api-contract';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotentRequests } from '../db/basketSchema';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { serialised } from './serial';

/**
 * Idempotent add-to-cart calls (spec 3 §4: the client retries an add once after 2 s; an add
 * that timed out may still have landed). A call carrying `Idempotency-Key` (a UUID, one per
 * shopper action, the same on the retry) stores its answer for
 * {@link idempotencyRetentionMs}; a repeat by the same consumer with the same key and body
 * answers the stored answer and changes nothing.
 */

/** How long an idempotency key is honoured: 24 h, in ms. */
export const idempotencyRetentionMs = 24 * 60 * 60 * 1000;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A call's answer: HTTP status and JSON body. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * The `Idempotency-Key` header of a request, if any.
 * @throws ApiHttpError 400 `API400` when it is not a UUID
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[requestHeaders.idempotencyKey];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !uuid.test(raw.trim())) {
    throw new ApiHttpError(400, 'API400', 'Invalid header: Idempotency-Key must be a UUID');
  }
  return raw.trim().toLowerCase();
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Runs an add-to-cart call once per idempotency key: without the header, `run` runs; with it,
 * the first call runs and stores a successful (2xx) answer, a repeat within the retention
 * answers that answer without running (failed calls store nothing: they changed nothing, the
 * retry runs again). Repeats of one key wait for each other.
 * @param consumerId the caller (keys are per consumer)
 * @param now the server clock
 * @throws ApiHttpError 400 `API400` malformed key; 422 `API400` the key was used with another
 * call or body; whatever `run` throws
 */
export async function idempotent(
  db: Database,
  request: FastifyRequest,
  consumerId: string,
  now: Date,
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(request);
  if (!key) return run();
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const bodyHash = hashOf(request.body);
  return serialised(db, `idempotency:${consumerId}:${key}`, async () => {
    const since = new Date(now.getTime() - idempotencyRetentionMs);
    await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, since));
    const [stored] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.consumerId, consumerId), eq(idempotentRequests.key, key)));
    if (stored) {
      if (stored.route !== route || stored.bodyHash !== bodyHash) {
        throw new ApiHttpError(
          422,
          'API400',
          'Idempotency-Key already used for another request: send a new key for a new action',
        );
      }
      return { statusCode: stored.statusCode, body: stored.response };
    }
    const answer = await run();
    if (answer.statusCode >= 200 && answer.statusCode < 300) {
      await db
        .insert(idempotentRequests)
        .values({
          consumerId,
          key,
          route,
          bodyHash,
          statusCode: answer.statusCode,
          response: answer.body,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    return answer;
  });
}
