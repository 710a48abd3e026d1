import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { parseQuery } from '../../catalog/http';
import type { Database } from '../../db/client';
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

/**
 * Developer-only routes, not registered when `NODE_ENV=production` (then 404 like any
 * unknown path). They take the contract headers and `locale` like any call.
 * - GET /dev/mail?to=<address> → `{ mails: [{ to, kind, subject, text, createdAt }] }`:
 *   the mail outbox of that address, newest first (at most 20); no `to` → 400 `API400`.
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
}
