import {
  compareLimits,
  findLocaleByTag,
  performanceBeaconSchema,
  performancePaths,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { parseBody, parseQuery, viewContext } from '../../catalog/http';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';
import {
  internalComponent,
  locationSelector,
  publishedDocument,
  recordBeacon,
} from '../../internal/components';
import { sizeCharts } from '../../internal/reference';
import { registerValidateResponseRoute } from './validate';

export { internalComponents } from '../../internal/components';

/** Options of {@link registerInternalRoutes}. */
export interface InternalRoutesOptions {
  db: Database;
  now: () => Date;
  /** Base URL of `{{MEDIA}}` and product images for a request. */
  mediaBaseUrl: (request: FastifyRequest) => string;
}

/**
 * Performance beacons a client (IP) may send per minute. The storefront relays every
 * shopper's beacon from its own address, so this is a ceiling for all of them together.
 */
export const performanceBeaconsPerMinute = 600;

const compareQuery = z.looseObject({
  productIds: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.string()).min(compareLimits.min).max(compareLimits.max)),
});

function localeOf(request: FastifyRequest) {
  const tag = (request.query as Record<string, string | undefined>).locale ?? 'en-US';
  const locale = findLocaleByTag(tag);
  if (!locale) throw new ApiHttpError(400, 'API400', 'Invalid query parameter: locale');
  return locale;
}

/**
 * Internal storefront calls (spec 2 §7 "Internal", spec 1 §7 "Optional"):
 * - `GET /fapi/components/{compare|collections|footer|foot-sizes|search|utility}`: compare
 *   (`productIds=a,b` 2-4 products: tiles with price and attributes; unknown id 404
 *   `API404`), collections (the product sets), footer (the site's footer content document),
 *   foot-sizes (conversion table), search (popular terms from the catalogue), utility
 *   (utility links and the locales); another name 404 `API404`;
 * - `GET /fapi/components/size-chart/{productType}` (footwear, tops, bottoms, kids; else 404);
 * - `GET /fapi/pages/location-selector` (sites and locales), `GET /fapi/pages/{page}` (the
 *   site's published content page of that slug, else 404 `API404`);
 * - `POST /fapi/performance/ingest` `{ page, metrics: { name: value } }` (the contract's
 *   `performanceBeaconSchema`) → 202 `{ id, received }`, stored in `performance_beacons`
 *   (bad body 400 `API400`, nothing stored; over {@link performanceBeaconsPerMinute} per
 *   client 429 `API429`); read back by an operator at GET /dev/performance (dev routes);
 * - `POST /fapi/api/validate-response/{contract}` (see `validate.ts`).
 */
export function registerInternalRoutes(app: FastifyInstance, options: InternalRoutesOptions) {
  const { db } = options;

  app.post(
    performancePaths.ingest,
    { config: { rateLimit: { max: performanceBeaconsPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const beacon = parseBody(performanceBeaconSchema, request);
      const id = await recordBeacon(db, beacon, options.now());
      return reply.code(202).send({ id, received: true });
    },
  );

  registerValidateResponseRoute(app);

  app.get<{ Params: { productType: string } }>(
    '/fapi/components/size-chart/:productType',
    async (request) => {
      const chart = sizeCharts[request.params.productType];
      if (!chart) {
        throw new ApiHttpError(404, 'API404', `No size chart for ${request.params.productType}`);
      }
      return chart;
    },
  );

  app.get<{ Params: { name: string } }>('/fapi/components/:name', async (request) =>
    internalComponent(db, request.params.name, {
      locale: localeOf(request),
      ctx: viewContext(request, options.mediaBaseUrl(request)),
      now: options.now(),
      mediaBaseUrl: options.mediaBaseUrl(request),
      compareIds: () => parseQuery(compareQuery, request).productIds,
    }),
  );

  app.get('/fapi/pages/location-selector', async () => locationSelector());

  app.get<{ Params: { page: string } }>('/fapi/pages/:page', async (request) =>
    publishedDocument(db, {
      locale: localeOf(request),
      now: options.now(),
      mediaBaseUrl: options.mediaBaseUrl(request),
      docType: 'page',
      slug: request.params.page,
    }),
  );
}
