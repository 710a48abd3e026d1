import { performancePaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { parseQuery } from '../../catalog/http';
import type { Database } from '../../db/client';
import { performanceSummary } from '../../internal/performance';
import { readMail } from '../../mail/outbox';

/** Options of {@link registerDevRoutes}. */
export interface DevRoutesOptions {
  db: Database;
  /** Register the routes at all. Default: every environment but `NODE_ENV=production`. */
  enabled?: boolean;
}

/** Path of the mail outbox reader (never part of the backend contract). */
export const devMailPath = '/dev/mail';

const mailQuery = z.looseObject({ to: z.string().trim().min(1) });
const performanceQuery = z.looseObject({ page: z.string().trim().min(1).max(2000).optional() });

/**
 * Developer-only routes, not registered when `NODE_ENV=production` (then 404 like any
 * unknown path). They take the contract headers and `locale` like any call.
 * - GET /dev/mail?to=<address> → `{ mails: [{ to, kind, subject, text, createdAt }] }`:
 *   the mail outbox of that address, newest first (at most 20); no `to` → 400 `API400`.
 * - GET /dev/performance[?page=<path>] → `PerformanceSummary` (api-contract): the field
 *   figures of the performance beacons (spec 1 §7), per page and metric (count, p75, median,
 *   max), for a team to read next to the lab benches.
 */
export function registerDevRoutes(app: FastifyInstance, options: DevRoutesOptions): void {
  const enabled = options.enabled ?? process.env.NODE_ENV !== 'production';
  if (!enabled) return;
  app.get(devMailPath, async (request) => {
    const { to } = parseQuery(mailQuery, request);
    const mails = await readMail(options.db, to);
    return {
      mails: mails.map((m) => ({
        to: m.to,
        kind: m.kind,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
  app.get(performancePaths.summary, async (request) => {
    const { page } = parseQuery(performanceQuery, request);
    return performanceSummary(options.db, page);
  });
}
