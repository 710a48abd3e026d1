import type { PromotionRule } from '../db/basketSchema';
import type { PromotionLevel } from './types';

/**
 * What the pure recalculation (`recalculate`) needs besides the basket: the catalogue view of
 * each variant in the basket currency and the promotions active at the moment.
 */

/** A variant as the basket sees it (loaded from the catalogue tables), major units. */
export interface CatalogEntry {
  variantId: string;
  productId: string;
  name: string;
  upc: string;
  attributes: Record<string, string>;
  image?: string;
  slug: string;
  categoryIds: string[];
  /** Null when the variant has no price in the basket currency (INV405). */
  current: number | null;
  original: number | null;
  /** Highest current / original price among the product's variants (a range), if different. */
  highCurrent?: number;
  highOriginal?: number;
  isDigital: boolean;
  isFreeGift: boolean;
  isCustoms: boolean;
  /** Units that can be sold online now (digital and reservable: always 1 or more). */
  stock: number;
  /** Most units of this product one basket may hold. */
  maxQty: number;
  /** Gift card custom-amount bounds (major units), for the custom-amount variant. */
  customAmount?: { min: number; max: number };
  /** Whether the variant accepts a custom amount. */
  acceptsCustomAmount: boolean;
}

/** An active promotion. */
export interface PromotionDefinition {
  id: string;
  campaignId: string;
  name: string;
  level: PromotionLevel;
  calloutMessage: string;
  rule: PromotionRule;
  /** Applies only when one of its coupons is in the basket. */
  couponRequired: boolean;
}

/** Everything `recalculate` reads besides the basket. */
export interface RecalcContext {
  /** Variant id → catalogue entry (must include the bonus product variants). */
  catalog: ReadonlyMap<string, CatalogEntry>;
  /** Promotions active now, in application order. */
  promotions: readonly PromotionDefinition[];
}
