import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { resolveShopper } from './shopper';

/**
 * Route options of `@fastify/rate-limit` (registered with `global: false` in `server.ts`)
 * that count calls per shopper: the consumer id of the request's access token, else (no or
 * a bad token) the client IP. Use as `{ config: { rateLimit: shopperRateLimit(db, 20, 60_000) } }`;
 * past `max` calls in `timeWindowMs` the call answers 429.
 * @param max calls allowed per key and window.
 * @param timeWindowMs window length, ms.
 */
export function shopperRateLimit(db: Database, max: number, timeWindowMs: number) {
  return {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: async (request: FastifyRequest): Promise<string> => {
      const shopper = await resolveShopper(db, request).catch(() => null);
      return shopper ? `shopper:${shopper.consumerId}` : `ip:${request.ip}`;
    },
  };
}
