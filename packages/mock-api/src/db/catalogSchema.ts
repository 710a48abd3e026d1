import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue tables of the mock API: products, variants (size × colour, UPC), prices per
 * currency (minor units: cents, pence), online and per-store inventory, stores, employees,
 * collection points, countries, categories, product sets, reviews, questions and notify-me
 * subscriptions (spec 2 §7 "Products", "Stores", "Utilities"; spec 3 §3, §4).
 * The cart and order services build on `catalog_variants`, `catalog_variant_prices`,
 * `catalog_inventory` and `store_inventory`.
 */

/** A colour of a product with its images (paths relative to `/media/`). */
export interface ProductColorRecord {
  value: string;
  label: string;
  /** CSS hex colour of the swatch. */
  swatch: string;
  images: { path: string; alt: string }[];
}

/** Gift card settings of a digital product (amounts in major units). */
export interface GiftCardRecord {
  amounts: number[];
  customAmount: { min: number; max: number };
  messageMaxLength: number;
}

/** Categories of the catalogue; ids of 4-10 digits (spec 1 §2). */
export const catalogCategories = pgTable('catalog_categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  /** Language (`en`, `fr`) → name. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  parentId: text('parent_id'),
  position: integer('position').notNull().default(0),
});

/** Products (masters). */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    /** 8-11 upper-case alphanumerics (spec 1 §2). */
    id: text('id').primaryKey(),
    masterId: text('master_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** `standard` or `digital`. */
    productType: text('product_type').notNull().default('standard'),
    /** Illustration family (`boot`, `runner`, `jacket`, …). */
    kind: text('kind').notNull(),
    gender: text('gender'),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull(),
    colors: jsonb('colors').$type<ProductColorRecord[]>().notNull(),
    defaultColor: text('default_color'),
    badges: jsonb('badges').$type<string[]>().notNull(),
    eyebrow: text('eyebrow'),
    description: text('description').notNull(),
    details: jsonb('details').$type<string[]>().notNull(),
    modelMeasurements: text('model_measurements'),
    presale: boolean('presale').notNull().default(false),
    notifyMe: boolean('notify_me').notNull().default(false),
    /** Reserve online, buy in store: always available with quantity 1 (spec 3 §4). */
    isRobisOnly: boolean('is_robis_only').notNull().default(false),
    isFreeGift: boolean('is_free_gift').notNull().default(false),
    customsExternalUrl: text('customs_external_url'),
    subscriptionType: text('subscription_type'),
    giftCard: jsonb('gift_card').$type<GiftCardRecord>(),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Release date: the `newest` sort. */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Relevance boost of the search (higher first). */
    popularity: integer('popularity').notNull().default(0),
  },
  (table) => [index('catalog_products_master_idx').on(table.masterId)],
);

/** Variants: one size × colour (or gift card amount) of a product. */
export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    /** 12-digit UPC-A, unique. */
    upc: text('upc').notNull(),
    /** Attribute type → value, e.g. `{ color: 'black', size: '9' }`. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('catalog_variants_upc_idx').on(table.upc),
    index('catalog_variants_product_idx').on(table.productId),
  ],
);

/** Prices of a variant per currency, in minor units. */
export const catalogVariantPrices = pgTable(
  'catalog_variant_prices',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    /** ISO 4217: USD, CAD, GBP. */
    currency: text('currency').notNull(),
    currentMinor: integer('current_minor').notNull(),
    originalMinor: integer('original_minor').notNull(),
    /** Lowest price of the 30 days before the sale (lowest-price notice). */
    historicBestMinor: integer('historic_best_minor'),
    /** ISO date the sales price became active. */
    salesPriceActiveDate: text('sales_price_active_date'),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.currency] })],
);

/** Online (warehouse) stock of a variant. */
export const catalogInventory = pgTable('catalog_inventory', {
  variantId: text('variant_id')
    .primaryKey()
    .references(() => catalogVariants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
});

/** Product sets: products bought together. */
export const catalogProductSets = pgTable('catalog_product_sets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull(),
});

/** Product reviews. */
export const catalogReviews = pgTable(
  'catalog_reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    location: text('location'),
    language: text('language').notNull().default('en'),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    unhelpfulVotes: integer('unhelpful_votes').notNull().default(0),
    flags: integer('flags').notNull().default(0),
    /** The shopper's photos (media paths under the media base, alt text). */
    photos: jsonb('photos').$type<ReviewPhotoRecord[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('catalog_reviews_product_idx').on(table.productId)],
);

/** A review's photo as stored: a media path (e.g. `ugc/ugc-03.svg`) and its alt text. */
export interface ReviewPhotoRecord {
  path: string;
  alt: string;
}

/** Product questions. */
export const catalogQuestions = pgTable(
  'catalog_questions',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('catalog_questions_product_idx').on(table.productId)],
);

/** Answers to product questions. */
export const catalogAnswers = pgTable(
  'catalog_answers',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id')
      .notNull()
      .references(() => catalogQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    unhelpfulVotes: integer('unhelpful_votes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('catalog_answers_question_idx').on(table.questionId)],
);

/**
 * One shopper's feedback on a review or an answer (spec 2 §7 "flag", "vote", "answer vote"):
 * at most one vote and one flag per shopper (`consumerId`, a guest's too) and target, so the
 * counts on `catalog_reviews` / `catalog_answers` cannot be stuffed by repeating a call.
 * `action` is `vote` or `flag`; `helpful` is the vote's side (null for a flag).
 */
export const catalogReviewFeedback = pgTable(
  'catalog_review_feedback',
  {
    targetId: text('target_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    action: text('action').$type<'vote' | 'flag'>().notNull(),
    helpful: boolean('helpful'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.targetId, table.consumerId, table.action] })],
);

/** Notify-me subscriptions (PUT /products/v1/notifications). */
export const catalogNotifications = pgTable(
  'catalog_notifications',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('catalog_notifications_unique_idx').on(table.variantId, table.email)],
);

/** Opening hours of one weekday as stored. */
export interface OpeningHoursRecord {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open?: string;
  close?: string;
  closed: boolean;
}

/** A stored postal address. */
export interface AddressRecord {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postalCode: string;
  stateCode?: string;
  country: string;
  countryCode: string;
}

/** Stores (pickup in store, ship to store). */
export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  address: jsonb('address').$type<AddressRecord>().notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHoursRecord[]>().notNull(),
  pickup: boolean('pickup').notNull().default(true),
  shipToStore: boolean('ship_to_store').notNull().default(true),
});

/** Stock of a variant in a store. */
export const storeInventory = pgTable(
  'store_inventory',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.variantId] }),
    index('store_inventory_variant_idx').on(table.variantId),
  ],
);

/** Store employees (in-store associate mode). */
export const storeEmployees = pgTable('store_employees', {
  id: text('id').primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  role: text('role').notNull(),
});

/** Carrier collection points (pick-up-drop-off). */
export const collectionPoints = pgTable('collection_points', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  carrier: text('carrier').notNull(),
  countryCode: text('country_code').notNull(),
  address: jsonb('address').$type<AddressRecord>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHoursRecord[]>().notNull(),
});

/** i18n data of a country as stored (rules are overrides of the defaults). */
export interface CountryI18nRecord {
  currency: string;
  minimalAge: number;
  phoneCodes: { dialCode: string; mask: string; code: string }[];
  addressRuleOverrides: Record<
    string,
    { required?: boolean; min?: number; max?: number; pattern?: string }
  >;
  provinces: { code: string; name: string }[];
}

/** Countries of the country list with their i18n data. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  /** Language → name. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  dialCode: text('dial_code').notNull(),
  shipping: boolean('shipping').notNull(),
  billing: boolean('billing').notNull(),
  position: integer('position').notNull().default(0),
  i18n: jsonb('i18n').$type<CountryI18nRecord>().notNull(),
});

/** A stored product row. */
export type ProductRow = typeof catalogProducts.$inferSelect;
/** A stored variant row. */
export type VariantRow = typeof catalogVariants.$inferSelect;
/** A stored variant price row. */
export type VariantPriceRow = typeof catalogVariantPrices.$inferSelect;
/** A stored store row. */
export type StoreRow = typeof stores.$inferSelect;
/** A stored collection point row. */
export type CollectionPointRow = typeof collectionPoints.$inferSelect;
/** A stored category row. */
export type CategoryRow = typeof catalogCategories.$inferSelect;
/** A stored review row. */
export type ReviewRow = typeof catalogReviews.$inferSelect;
