import { randomUUID } from 'node:crypto';
import type { WidgetRecommendations } from '@storefront/api-contract';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import {
  loadBundles,
  type ProductBundle,
  productPrice,
  productUrl,
  toTile,
  type ViewContext,
  variantStock,
} from './repository';

const widgetTitles: Record<string, string> = {
  'pdp-similar': 'You may also like',
  'cart-upsell': 'Complete your kit',
  bestsellers: 'Bestsellers',
};

/** A widget-recommendations request (spec 2 §7): the widget, an anchor, how many. */
export interface RecommendationQuery {
  widgetId: string;
  productId?: string;
  categoryId?: string;
  limit: number;
}

/**
 * Widget recommendations (spec 2 §7): physical, non-gift products with a variant in stock;
 * those sharing most categories with `productId` first, or those of `categoryId`, or all,
 * by popularity. Each carries a `recToken` (base64url of widget, product, position, batch).
 * @throws ApiHttpError 404 `API404` for an unknown productId; 400 `PLP400` for a category
 * without products
 */
export async function widgetRecommendations(
  db: Database,
  query: RecommendationQuery,
  ctx: ViewContext,
): Promise<WidgetRecommendations> {
  const all = (await loadBundles(db, ctx.currency)).filter(
    (b) => !b.product.isFreeGift && b.product.productType !== 'digital',
  );
  const byPopularity = (a: ProductBundle, b: ProductBundle) =>
    b.product.popularity - a.product.popularity;
  let pool = all;
  if (query.productId) {
    const anchor = all.find((b) => b.product.id === query.productId);
    if (!anchor) throw new ApiHttpError(404, 'API404', `Product not found: ${query.productId}`);
    const shared = (b: ProductBundle) =>
      b.product.categoryIds.filter((id) => anchor.product.categoryIds.includes(id)).length;
    pool = all
      .filter((b) => b.product.id !== anchor.product.id)
      .sort((a, b) => shared(b) - shared(a) || byPopularity(a, b));
  } else if (query.categoryId) {
    pool = all.filter((b) => b.product.categoryIds.includes(query.categoryId as string));
    if (pool.length === 0)
      throw new ApiHttpError(
        400,
        'PLP400',
        `List product not found for category ${query.categoryId}`,
      );
    pool.sort(byPopularity);
  } else {
    pool = [...all].sort(byPopularity);
  }
  const available = pool.filter((b) =>
    b.variants.some((v) => variantStock(b.product, v).stockStatus === 'InStock'),
  );
  const batch = randomUUID().slice(0, 8);
  return {
    widgetId: query.widgetId,
    title: widgetTitles[query.widgetId] ?? 'Recommended for you',
    products: available.slice(0, query.limit).map((b, position) => {
      const tile = toTile(b, ctx);
      return {
        recToken: Buffer.from(
          `${query.widgetId}:${b.product.id}:${position + 1}:${batch}`,
        ).toString('base64url'),
        id: b.product.id,
        title: b.product.name,
        url: productUrl(b.product),
        image: tile.image,
        price: productPrice(b),
        currency: ctx.currency,
        rating: tile.rating,
      };
    }),
  };
}

/**
 * The search component's popular terms (spec 2 §7 "Internal"): the 8 product kinds with most
 * listed products (free gifts left out), then by name.
 */
export async function popularSearches(db: Database, currency: string) {
  const counts = new Map<string, number>();
  for (const b of await loadBundles(db, currency)) {
    if (!b.product.isFreeGift) counts.set(b.product.kind, (counts.get(b.product.kind) ?? 0) + 1);
  }
  return {
    popularSearches: [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 8)
      .map(([term, count]) => ({ term, count })),
  };
}
