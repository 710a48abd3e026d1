import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { requestHeaders } from '@storefront/api-contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { defaultCorsOrigins } from './config';
import type { Database } from './db/client';
import { installContract } from './plugins/contract';
import { installMediaUrls } from './plugins/mediaUrls';
import { installMockMode, mockModeRewrite } from './plugins/mockMode';
import { installRateLimits } from './plugins/rateLimits';
import type { RevalidationNotifier } from './revalidation/notifier';
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
   * Public origin of this API, e.g. `http://127.0.0.1:4000` (`MOCK_API_PUBLIC_URL`). Absolute
   * URLs are built from it, never from a request's `Host` header. Default
   * `http://127.0.0.1:4000`.
   */
  publicUrl?: string;
  /**
   * Base URL that replaces `{{MEDIA}}` in content and prefixes media paths, e.g.
   * `http://127.0.0.1:4000/media`. Default `${publicUrl}/media`.
   */
  mediaBaseUrl?: string;
  /**
   * Origins allowed to call the API from a browser (CORS); any other origin gets no
   * `Access-Control-Allow-Origin`. Default: the local storefront and preview tool origins
   * (`defaultCorsOrigins`).
   */
  corsOrigins?: string[];
  /** Folder served at `/media/*`. Default {@link seedMediaDir}. */
  mediaDir?: string;
  /** The server's clock (schedules, server time). Default `() => new Date()`. */
  now?: () => Date;
  /**
   * Tells the storefront which cached reads changed (content publication, stock that orders
   * take or return, prices; revalidation/notifier.ts). Default: nothing sent.
   */
  revalidation?: RevalidationNotifier;
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
  // Bodies over 1 MiB (fastify's default, stated here) are answered 413 (contract.ts).
  // `/mock/…` is the mock API mode's prefix (spec 1 §2), not served in production.
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    rewriteUrl: (request) => mockModeRewrite(request),
  });

  const publicUrl = (options.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const mediaBase = options.mediaBaseUrl ?? `${publicUrl}/media`;
  const mediaBaseUrl = () => mediaBase;
  installContract(app);
  installMockMode(app);
  installMediaUrls(app, mediaBaseUrl);
  await app.register(cors, {
    origin: options.corsOrigins ?? defaultCorsOrigins(),
    exposedHeaders: [requestHeaders.correlationId],
  });
  // Request rate limits, per route only; 429 `API429` with Retry-After (plugins/rateLimits.ts).
  await installRateLimits(app);
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
  registerCheckoutRoutes(app, {
    db: options.db,
    now,
    ...(options.revalidation ? { revalidation: options.revalidation } : {}),
  });
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
  // test-only, with MOCK_API_E2E=1
  registerE2eRoutes(app, {
    db: options.db,
    now,
    mediaBaseUrl: mediaBase,
    ...(options.revalidation ? { revalidation: options.revalidation } : {}),
  });
  registerDevRoutes(app, { db: options.db }); // GET /dev/mail, not in production
  return app;
}
