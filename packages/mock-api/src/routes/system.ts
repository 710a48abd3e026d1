import { type ServerTime, serverTimePath } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';

/**
 * `GET /health` → `{ ok: true }` (no contract headers needed) and
 * `GET /fapi/server/time` → `{ timestamp }` in ms since the epoch (spec 3 §7 "Time").
 */
export function registerSystemRoutes(app: FastifyInstance, now: () => Date): void {
  app.get('/health', async () => ({ ok: true }));
  app.get(serverTimePath, async (): Promise<ServerTime> => ({ timestamp: now().getTime() }));
}
