import { findLocaleByTag, storefrontLocales } from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { parseBody, parseQuery, viewContext } from '../../catalog/http';
import { loadBundles, productPrice, toTile } from '../../catalog/repository';
import { findDocument, toServedDocument } from '../../content/repository';
import type { Database } from '../../db/client';
import { catalogProductSets, performanceBeacons } from '../../db/schema';
import { ApiHttpError } from '../../errors';
import { footSizes, sizeCharts } from '../../internal/reference';
import { registerValidateResponseRoute } from './validate';

/** Options of {@link registerInternalRoutes}. */
export interface InternalRoutesOptions {
  db: Database;
  now: () => Date;
  /** Base URL of `{{MEDIA}}` and product images for a request. */
  mediaBaseUrl: (request: FastifyRequest) => string;
}

/** The internal component names of spec 2 §7 (`GET /fapi/components/{name}`). */
export const internalComponents = [
  'compare',
  'collections',
  'footer',
  'foot-sizes',
  'search',
  'utility',
] as const;

const beaconSchema = z.object({
  page: z.string().min(1).max(2000),
  /** Metric name → value: ms for timings (LCP, FCP, TTFB, INP), unitless for CLS. */
  metrics: z
    .record(z.string().min(1).max(40), z.number().finite().min(0))
    .refine((m) => Object.keys(m).length >= 1 && Object.keys(m).length <= 50, {
      message: 'between 1 and 50 metrics',
    }),
});

const compareQuery = z.looseObject({
  productIds: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.string()).min(2).max(4)),
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
 * - `POST /fapi/performance/ingest` `{ page, metrics: { name: value } }` → 202, stored in
 *   `performance_beacons` (bad body 400 `API400`);
 * - `POST /fapi/api/validate-response/{contract}` (see `validate.ts`).
 */
export function registerInternalRoutes(app: FastifyInstance, options: InternalRoutesOptions) {
  const { db } = options;

  app.post('/fapi/performance/ingest', async (request, reply) => {
    const beacon = parseBody(beaconSchema, request);
    const [row] = await db
      .insert(performanceBeacons)
      .values({ page: beacon.page, metrics: beacon.metrics, receivedAt: options.now() })
      .returning({ id: performanceBeacons.id });
    return reply.code(202).send({ id: row?.id, received: true });
  });

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

  app.get<{ Params: { name: string } }>('/fapi/components/:name', async (request) => {
    const { name } = request.params;
    const ctx = viewContext(request, options.mediaBaseUrl(request));
    const locale = localeOf(request);
    switch (name) {
      case 'compare': {
        const { productIds } = parseQuery(compareQuery, request);
        const bundles = await loadBundles(db, ctx.currency, productIds);
        const missing = productIds.find((id) => !bundles.some((b) => b.product.id === id));
        if (missing) throw new ApiHttpError(404, 'API404', `Product not found: ${missing}`);
        return {
          products: bundles.map((b) => ({
            ...toTile(b, ctx),
            price: productPrice(b),
            attributes: {
              colors: b.product.colors.map((c) => c.value),
              sizes: [...new Set(b.variants.flatMap((v) => v.attributes.size ?? []))],
            },
          })),
        };
      }
      case 'collections': {
        const sets = await db.select().from(catalogProductSets).orderBy(catalogProductSets.id);
        return {
          collections: sets.map((s) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            productIds: s.productIds,
          })),
        };
      }
      case 'footer': {
        const row = await findDocument(db, {
          mode: 'pub',
          at: options.now(),
          docType: 'footer',
          locale: locale.path,
          siteId: locale.siteId,
        });
        if (!row) throw new ApiHttpError(404, 'API404', `No footer for ${locale.path}`);
        return toServedDocument(row, options.mediaBaseUrl(request));
      }
      case 'foot-sizes':
        return { unit: 'cm', rows: footSizes };
      case 'search': {
        const bundles = await loadBundles(db, ctx.currency);
        const counts = new Map<string, number>();
        for (const b of bundles) {
          if (!b.product.isFreeGift)
            counts.set(b.product.kind, (counts.get(b.product.kind) ?? 0) + 1);
        }
        return {
          popularSearches: [...counts.entries()]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .slice(0, 8)
            .map(([term, count]) => ({ term, count })),
        };
      }
      case 'utility':
        return {
          links: [
            { id: 'store-locator', url: `/${locale.path}/store-locator` },
            { id: 'contact-us', url: `/${locale.path}/contact-us` },
            { id: 'account', url: `/${locale.path}/account` },
            { id: 'favorites', url: `/${locale.path}/account/favorites` },
          ],
          locales: storefrontLocales.map((l) => ({ path: l.path, tag: l.tag })),
        };
      default:
        throw new ApiHttpError(404, 'API404', `Unknown component: ${name}`);
    }
  });

  app.get('/fapi/pages/location-selector', async () => ({
    sites: [...new Set(storefrontLocales.map((l) => l.siteId))].map((siteId) => ({
      siteId,
      locales: storefrontLocales
        .filter((l) => l.siteId === siteId)
        .map((l) => ({
          path: l.path,
          tag: l.tag,
          language: l.language,
          country: l.country,
          currency: l.currency,
        })),
    })),
  }));

  app.get<{ Params: { page: string } }>('/fapi/pages/:page', async (request) => {
    const locale = localeOf(request);
    const row = await findDocument(db, {
      mode: 'pub',
      at: options.now(),
      docType: 'page',
      locale: locale.path,
      siteId: locale.siteId,
      slug: request.params.page,
    });
    if (!row) throw new ApiHttpError(404, 'API404', `No page ${request.params.page}`);
    return toServedDocument(row, options.mediaBaseUrl(request));
  });
}
