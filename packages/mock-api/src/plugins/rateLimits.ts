import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../errors';

/** The message of every rate-limited answer (429 `API429`). */
export const tooManyRequestsMessage = 'Too many requests. Please try again later.';

/**
 * Registers `@fastify/rate-limit` per route only (`global: false`): a route opts in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator } }` (credentials, gift cards,
 * lookups), or with {@link rateLimitPreHandler} for several keys at once. A request over a
 * limit is answered 429 `API429` in the error envelope with `Retry-After` (seconds).
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiHttpError(429, 'API429', tooManyRequestsMessage),
  });
}

/** One limit of {@link rateLimitPreHandler}. */
export interface KeyedLimit {
  /** Requests allowed per window for one key. */
  max: number;
  /** Window length, ms. */
  timeWindowMs: number;
  /** The key a request counts against, e.g. the client IP or an order number. */
  key: (request: FastifyRequest) => string;
}

/**
 * A `preHandler` that counts the request against every limit (each with its own key, e.g.
 * per IP and per order number) and answers 429 `API429` with `Retry-After` (seconds) when
 * any is exceeded. Call after {@link installRateLimits} (it uses `app.createRateLimit`).
 */
export function rateLimitPreHandler(app: FastifyInstance, limits: KeyedLimit[]) {
  const checks = limits.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: limit.key,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let retryAfter = 0;
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        retryAfter = Math.max(retryAfter, result.ttlInSeconds);
      }
    }
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new ApiHttpError(429, 'API429', tooManyRequestsMessage);
    }
  };
}
