import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { requestHeaders } from '@storefront/api-contract';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from './db/client';
import { installContract } from './plugins/contract';
import { installMediaUrls } from './plugins/mediaUrls';
import { registerAccountRoutes } from './routes/auth';
import { registerBasketRoutes } from './routes/basket';
import { registerCatalogRoutes } from './routes/catalog';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerContentRoutes } from './routes/content';
import { registerDecisionRoutes } from './routes/decisions';
import { registerDevRoutes } from './routes/dev';
import { registerE2eRoutes } from './routes/e2e';
import { registerInternalRoutes } from './routes/internal';
import { registerSocialAndArticleRoutes } from './routes/social';
import { registerSystemRoutes } from './routes/system';

/** Folder of the demo media served at `/media/*`. */
export const seedMediaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../seed/media',
);

/** Options of {@link buildServer}. */
export interface BuildServerOptions {
  /** A migrated (and, for content, seeded) database. */
  db: Database;
  /**
   * Base URL that replaces `{{MEDIA}}` in content, e.g. `http://127.0.0.1:4000/media`.
   * Default: built from each request's protocol and Host header + `/media`.
   */
  mediaBaseUrl?: string;
  /** Folder served at `/media/*`. Default {@link seedMediaDir}. */
  mediaDir?: string;
  /** The server's clock (schedules, server time). Default `() => new Date()`. */
  now?: () => Date;
  /** fastify logger option. Default off. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the mock API (not listening): the contract rules (headers, error envelope,
 * correlation id), the content service (spec 2 §7), server time (spec 3 §7), `/health` and
 * static demo media at `/media/*` with a one-year immutable cache.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({ logger: options.logger ?? false });

  const mediaBaseUrl = (request: FastifyRequest) =>
    options.mediaBaseUrl ?? `${request.protocol}://${request.host}/media`;
  installContract(app);
  installMediaUrls(app, mediaBaseUrl);
  await app.register(cors, { origin: true, exposedHeaders: [requestHeaders.correlationId] });
  // Request rate limits (@fastify/rate-limit), per route only: a route opts in with
  // `config: { rateLimit: { max, timeWindow, keyGenerator } }` (credentials, gift cards, lookups).
  await app.register(rateLimit, { global: false });
  await app.register(fastifyStatic, {
    root: options.mediaDir ?? seedMediaDir,
    prefix: '/media/',
    maxAge: '365d',
    immutable: true,
  });

  registerSystemRoutes(app, now);
  registerContentRoutes(app, {
    db: options.db,
    now,
    mediaBaseUrl,
  });
  registerCatalogRoutes(app, {
    db: options.db,
    mediaBaseUrl,
  });
  registerDecisionRoutes(app, { db: options.db });
  registerBasketRoutes(app, { db: options.db, now });
  registerCheckoutRoutes(app, { db: options.db, now });
  registerAccountRoutes(app, { db: options.db, now });
  registerSocialAndArticleRoutes(app, {
    db: options.db,
    now,
    mediaBaseUrl,
  });
  registerInternalRoutes(app, {
    db: options.db,
    now,
    mediaBaseUrl,
  });
  registerE2eRoutes(app, { db: options.db }); // test-only, with MOCK_API_E2E=1
  registerDevRoutes(app, { db: options.db }); // GET /dev/mail, not in production
  return app;
}
