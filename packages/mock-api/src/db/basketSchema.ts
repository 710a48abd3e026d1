import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BasketBody, PromotionLevel, SavedItem } from '../basket/types';

/**
 * Basket tables of the mock API (spec 1 §3, §7 "Cart"): baskets, saved-for-later lists,
 * promotions, coupons with their redemptions, and reward codes / cards.
 */

/**
 * Baskets. A shopper has at most ONE open shopper basket (partial unique index on consumer_id
 * where status = 'open' and kind = 'shopper'); `version` grows by one on every save
 * (optimistic concurrency). An `express` basket is the temporary basket of an express
 * checkout started on the product page (spec 3 §4 "Express wallet flow", §9): beside the
 * shopper's cart, never merged, deleted on cancel.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    /** `open`, `ordered` or `closed` (merged into another basket). */
    status: text('status').$type<'open' | 'ordered' | 'closed'>().notNull().default('open'),
    /** `shopper` (the cart) or `express` (a product page's express checkout basket). */
    kind: text('kind').$type<'shopper' | 'express'>().notNull().default('shopper'),
    version: integer('version').notNull().default(1),
    /**
     * The basket document. `json`, not `jsonb` (migration 0014): it is only ever written and
     * read whole (no SQL looks inside it), and json is stored as the text sent, so a save and a
     * load skip jsonb's parse and print.
     */
    body: json('body').$type<BasketBody>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('baskets_one_open_per_consumer_idx')
      .on(table.consumerId)
      .where(sql`${table.status} = 'open' and ${table.kind} = 'shopper'`),
    index('baskets_consumer_idx').on(table.consumerId),
  ],
);

/** Saved-for-later lists, one per consumer (spec 1 §3 "Saved for later"). */
export const savedForLater = pgTable(
  'saved_for_later',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull(),
    items: jsonb('items').$type<SavedItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_for_later_consumer_idx').on(table.consumerId)],
);

/** What a promotion does; amounts in the basket currency's major units. */
export type PromotionRule =
  /**
   * Percent off the merchandise after product promotions, from `minSubtotal` on; on at most
   * `maxBase` of it when set (the associate discount's remaining annual allowance).
   */
  | { kind: 'orderPercent'; percent: number; minSubtotal?: number; maxBase?: number }
  /** Percent off items of the given products or categories. */
  | { kind: 'productPercent'; percent: number; productIds?: string[]; categoryIds?: string[] }
  /** Percent off every qualifying unit when at least `minQty` qualifying units are in the basket. */
  | { kind: 'buyX'; minQty: number; percent: number; categoryIds: string[] }
  /** Shipping free when the merchandise after discounts reaches `threshold`. */
  | { kind: 'freeShipping'; threshold: number }
  /** The bonus (free gift) variant added when the merchandise reaches `threshold`. */
  | { kind: 'bonusProduct'; threshold: number; variantId: string };

/** Promotions (spec 1 §3 "promoSummary"); coupon-only ones apply through a coupon. */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  campaignId: text('campaign_id').notNull(),
  name: text('name').notNull(),
  level: text('level').$type<PromotionLevel>().notNull(),
  calloutMessage: text('callout_message').notNull(),
  rule: jsonb('rule').$type<PromotionRule>().notNull(),
  couponRequired: boolean('coupon_required').notNull().default(false),
  /** Null: always. */
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  position: integer('position').notNull().default(0),
});

/** Coupon codes (upper case) and their limits; each code triggers its PRM rule. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  promotionId: text('promotion_id')
    .notNull()
    .references(() => promotions.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  /** Total redemptions allowed (null: unlimited): PRM140 when reached, PRM150 for a single-use code. */
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  /** Once per consumer: PRM150 after the consumer redeemed it. */
  oncePerConsumer: boolean('once_per_consumer').notNull().default(false),
  /** Cannot be combined with another coupon: PRM416. */
  exclusive: boolean('exclusive').notNull().default(false),
});

/** Coupon redemptions recorded on order placement. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    code: text('code').notNull(),
    consumerId: text('consumer_id').notNull(),
    basketId: text('basket_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.code, table.basketId] })],
);

/** Reward codes and reward cards (spec 1 §3 "Loyalty in cart"); REW codes on misuse. */
export const rewardCertificates = pgTable('reward_certificates', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<'REWARD_CODE' | 'REWARD_CARD'>().notNull(),
  /** Owner; null: anyone signed in may use it. */
  consumerId: text('consumer_id'),
  /** Value in minor units of `currency`. */
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  maxUses: integer('max_uses').notNull().default(1),
  uses: integer('uses').notNull().default(0),
});

/** A stored basket row. */
export type BasketRow = typeof baskets.$inferSelect;
/** A stored promotion row. */
export type PromotionRow = typeof promotions.$inferSelect;
/** A stored coupon row. */
export type CouponRow = typeof coupons.$inferSelect;
/** A stored reward certificate row. */
export type RewardCertificateRow = typeof rewardCertificates.$inferSelect;

/**
 * Answers of add-to-cart calls by idempotency key (spec 3 §4: the client retries an add once,
 * with the same `Idempotency-Key`): a repeat within the retention answers the stored answer
 * and changes nothing. Keyed by consumer and key.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    consumerId: text('consumer_id').notNull(),
    key: text('key').notNull(),
    /** Method and path of the call, e.g. `POST /cart/v1/item`. */
    route: text('route').notNull(),
    /** SHA-256 (hex) of the request body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.consumerId, table.key] }),
    index('idempotent_requests_created_idx').on(table.createdAt),
  ],
);
