import {
  maxRecommendationImpression,
  type ProductServices,
  type RecommendedProduct,
} from '../../services/products';
import type { AnalyticsEvent } from '../../services/types';
import type { ProductCarouselFields } from './schema';

/** A card of a product carousel: recommended and upsell products in one shape. */
export interface ProductCarouselCard {
  id: string;
  name: string;
  url: string;
  image: { url: string; alt: string };
  price: { current: number; original?: number };
  currency: string;
  rating?: { average: number; count: number };
  /** Recommendation token (recommendations only). */
  recToken?: string;
  /** Stock keeping unit (upsell only). */
  sku?: string;
}

/** What a product carousel shows once loaded: its title from the engine and its cards. */
export interface ProductCarouselData {
  title?: string;
  cards: ProductCarouselCard[];
}

/** The lazy hydration margin of recommendations (spec 3 §9): 200 px around the viewport. */
export const lazyRootMargin = '200px';

/** Analytics event names of a product carousel (spec 3 §9 "Analytics"). */
export const productCarouselEvents = {
  impression: 'recommendationImpression',
  click: 'recommendationClick',
  quickShop: 'quickShopOpen',
} as const;

const fromRecommended = (product: RecommendedProduct): ProductCarouselCard => ({
  id: product.id,
  name: product.title,
  url: product.url,
  image: product.image,
  price: product.price,
  currency: product.currency,
  recToken: product.recToken,
  ...(product.rating ? { rating: product.rating } : {}),
});

/**
 * Loads a carousel's products through the host's product services: recommendations (up to the
 * field `limit`, at most 24) or upsell (up to `limit`, 3 by default), for the block's product or
 * category, else the page's. Rejects when the service does.
 */
export async function loadProductCarousel(
  products: ProductServices,
  fields: ProductCarouselFields,
  route: { productId?: string; categoryId?: string },
): Promise<ProductCarouselData> {
  const productId = fields.productId ?? route.productId;
  const categoryId = fields.categoryId ?? route.categoryId;
  if (fields.source === 'upsell') {
    const upsell = await products.upsell({
      ...(productId ? { productId } : {}),
      limit: fields.limit,
    });
    return {
      cards: upsell.slice(0, fields.limit).map((product) => ({
        id: product.id,
        sku: product.sku,
        name: product.name,
        url: product.url,
        image: product.image,
        price: product.price,
        currency: product.currency,
      })),
    };
  }
  const answer = await products.recommendations({
    ...(fields.widgetId ? { widgetId: fields.widgetId } : {}),
    ...(productId ? { productId } : {}),
    ...(categoryId ? { categoryId } : {}),
    limit: Math.min(fields.limit, maxRecommendationImpression),
  });
  return {
    ...(answer.title ? { title: answer.title } : {}),
    cards: answer.products.slice(0, fields.limit).map(fromRecommended),
  };
}

/**
 * The recommendation impression (spec 3 §9: it sends up to 24 products): widget id and, per
 * product, id and recToken; `undefined` for an upsell or an empty carousel.
 */
export function impressionEvent(
  blockId: string,
  fields: ProductCarouselFields,
  cards: readonly ProductCarouselCard[],
): AnalyticsEvent | undefined {
  if (fields.source !== 'recommendations' || cards.length === 0) return undefined;
  return {
    name: productCarouselEvents.impression,
    blockType: 'productCarousel',
    blockId,
    data: {
      widgetId: fields.widgetId ?? 'default',
      items: cards
        .slice(0, maxRecommendationImpression)
        .map((card, index) => ({ id: card.id, recToken: card.recToken, position: index + 1 })),
    },
  };
}
