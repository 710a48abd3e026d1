import { type StorefrontLocale, storefrontLocales } from '@storefront/api-contract';
import { listProductSets } from '../catalog/productSets';
import { compareProducts } from '../catalog/products';
import { popularSearches } from '../catalog/recommendations';
import type { ViewContext } from '../catalog/repository';
import { findDocument, toServedDocument } from '../content/repository';
import type { Database } from '../db/client';
import { performanceBeacons } from '../db/schema';
import { ApiHttpError } from '../errors';
import { footSizes } from './reference';

/** The internal component names of spec 2 §7 (`GET /fapi/components/{name}`). */
export const internalComponents = [
  'compare',
  'collections',
  'footer',
  'foot-sizes',
  'search',
  'utility',
] as const;

/** What a component call brings: its locale, view, clock, media base and compare ids. */
export interface ComponentRequest {
  locale: StorefrontLocale;
  ctx: ViewContext;
  now: Date;
  mediaBaseUrl: string;
  /** The products to compare (`compare` only; parsed on demand: 2-4 ids). */
  compareIds: () => string[];
}

/**
 * An internal component (spec 2 §7 "Internal"): compare (tiles with price and attributes),
 * collections (the product sets), footer (the site's published footer document), foot-sizes
 * (conversion table), search (popular terms), utility (links and the locales).
 * @throws ApiHttpError 404 `API404` for another name, a missing footer or an unknown product
 */
export async function internalComponent(db: Database, name: string, request: ComponentRequest) {
  const { locale, ctx } = request;
  switch (name) {
    case 'compare':
      return compareProducts(db, request.compareIds(), ctx);
    case 'collections':
      return { collections: await listProductSets(db) };
    case 'footer':
      return publishedDocument(db, { ...request, docType: 'footer' });
    case 'foot-sizes':
      return { unit: 'cm', rows: footSizes };
    case 'search':
      return popularSearches(db, ctx.currency);
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
}

/**
 * The site's published content document of a type (and slug) at `now`, served with media URLs
 * (spec 2 §7 "Internal": the footer component, `/fapi/pages/{page}`).
 * @throws ApiHttpError 404 `API404` when there is none
 */
export async function publishedDocument(
  db: Database,
  request: { locale: StorefrontLocale; now: Date; mediaBaseUrl: string } & {
    docType: 'footer' | 'page';
    slug?: string;
  },
) {
  const { locale } = request;
  const row = await findDocument(db, {
    mode: 'pub',
    at: request.now,
    docType: request.docType,
    locale: locale.path,
    siteId: locale.siteId,
    ...(request.slug === undefined ? {} : { slug: request.slug }),
  });
  if (!row) {
    const what = request.slug === undefined ? `footer for ${locale.path}` : `page ${request.slug}`;
    throw new ApiHttpError(404, 'API404', `No ${what}`);
  }
  return toServedDocument(row, request.mediaBaseUrl);
}

/** The location selector (spec 2 §7 "Internal"): each site with its locales. */
export function locationSelector() {
  return {
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
  };
}

/**
 * Stores a performance beacon (spec 2 §7 "Internal" ingest) in `performance_beacons`.
 * @param metrics metric name → value: ms for timings (LCP, FCP, TTFB, INP), unitless for CLS
 * @returns the stored beacon's id
 */
export async function recordBeacon(
  db: Database,
  beacon: { page: string; metrics: Record<string, number> },
  receivedAt: Date,
): Promise<number | undefined> {
  const [row] = await db
    .insert(performanceBeacons)
    .values({ page: beacon.page, metrics: beacon.metrics, receivedAt })
    .returning({ id: performanceBeacons.id });
  return row?.id;
}
