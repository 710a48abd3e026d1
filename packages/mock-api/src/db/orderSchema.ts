import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderBody, OrderStatus } from '../orders/types';

/**
 * Checkout and order tables of the mock API (spec 1 §3 "Order", "Gift card", §4 "Order
 * placement", §7 prepareOrder / place / patch order, gift card balance, payment session,
 * device fingerprint; spec 2 §7 purchase history, track, cancel, return label).
 */

/** Order numbers: `ALP` + this sequence (8 digits). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10000001 });

/**
 * Orders. At most one live order per basket: a partial unique index on `basket_id` for every
 * status but `failed` (a failed 3-D Secure challenge frees the basket for a new attempt).
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    basketId: text('basket_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    /** `ECOMM` or `MAPP` (spec 1 §9), from the placing request's channel header. */
    channel: text('channel').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    body: jsonb('body').$type<OrderBody>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_one_live_per_basket_idx')
      .on(table.basketId)
      .where(sql`${table.status} <> 'failed'`),
    index('orders_consumer_idx').on(table.consumerId),
  ],
);

/** Gift cards of the mock provider (balance in minor units of `currency`). */
export const giftCards = pgTable('gift_cards', {
  cardNumber: text('card_number').primaryKey(),
  pin: text('pin').notNull(),
  currency: text('currency').notNull(),
  balanceMinor: integer('balance_minor').notNull(),
  /** `active` or `blocked` (GFC725). */
  status: text('status').notNull().default('active'),
});

/**
 * Failed gift card attempts (unknown number or wrong PIN, spec 1 §8 GFC410), counted per card
 * (`card:<digits>`, unknown numbers too) and per shopper (`shopper:<consumerId>`) in a window
 * of 15 minutes from `window_started_at`; the 5th failure of a window sets `locked_until`.
 */
export const giftCardAttempts = pgTable('gift_card_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Refused with GFC812 until then (exclusive); null when not locked. */
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/**
 * Checkout state of a basket that does not belong in the basket document: when it was
 * prepared (prepareOrder), its device fingerprint and buy-now-pay-later sessions.
 */
export const checkoutStates = pgTable('checkout_states', {
  basketId: text('basket_id').primaryKey(),
  preparedAt: timestamp('prepared_at', { withTimezone: true, mode: 'date' }),
  /** Items (id × qty) at prepareOrder, to notice later changes. */
  preparedItems: text('prepared_items'),
  deviceFingerprint: jsonb('device_fingerprint').$type<Record<string, unknown>>(),
  /** Payment sessions issued for the basket (GET /cart/v1/paymentSession). */
  paymentSessions: jsonb('payment_sessions')
    .$type<{ sessionId: string; paymentMethodId: string; createdAt: string }[]>()
    .notNull()
    .default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A stored order row. */
export type OrderRow = typeof orders.$inferSelect;
/** A stored gift card row. */
export type GiftCardRow = typeof giftCards.$inferSelect;
/** A stored checkout state row. */
export type CheckoutStateRow = typeof checkoutStates.$inferSelect;
