import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Consumer tables of the mock API: consumers (guests and registered), tokens, PKCE
 * authorization codes, password resets, saved addresses and payment instruments, favorites
 * (wishlists), contact-us requests and other consumer-service submissions
 * (spec 1 §3 "Auth session", §4, §6; spec 2 §3-§7).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Consumer types (spec 1 §3). GUEST until sign-in. */
export type ConsumerTypeRecord = 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'ATHLETE';

/** Profile fields of `consumerDetails` (spec 2 §3) as stored. */
export interface ConsumerDetailsRecord {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  postalCode?: string;
  /** ISO date `YYYY-MM-DD`. */
  birthDate?: string;
  gender?: string;
}

/** Preferences (spec 2 §3): interests joined by `|`, preferred shoe size. */
export interface PreferencesRecord {
  interests?: string;
  preferredShoeSize?: string;
}

/** One communication subscription (spec 2 §3). */
export interface SubscriptionRecord {
  channel: 'EMAIL' | 'SMS';
  type: string;
  optin: boolean;
  doubleOptin: boolean;
  /** The address of a newsletter subscription (spec 3 §3 "recipient"). */
  recipient?: string;
  /** ISO date-time of the opt-in (spec 3 §3 `optinDate`). */
  optinDate?: string;
  /** Where it was sent from (`campaignName`). */
  source?: string;
}

/** Loyalty data of a member: points, vouchers, reward codes and reward cards. */
export interface LoyaltyRecord {
  points: number;
  vouchers: {
    voucherId: string;
    points: number;
    amountInCurrency: number;
    available: boolean;
    eligible: boolean;
  }[];
  rewardCodes: { code: string; amount: number; expiresAt: string }[];
  rewardCards: { cardNumber: string; balance: number; expiresAt: string }[];
  welcomePromo?: { code: string; description: string; expiresAt: string } | null;
  /** Loyalty token issued by POST /consumer/loyalty/token. */
  token?: string;
}

/** Employee discount programme (spec 2 §3): spend against an annual cap (major units). */
export interface EmployeeRecord {
  employeeId: string;
  storeId: string;
  annualCap: number;
  currentSpend: number;
}

/** Athlete / prosumer programme (spec 2 §3): spend against an annual credit (major units). */
export interface CreditProgrammeRecord {
  annualCredit: number;
  currentSpend: number;
}

/** A professional identity (spec 2 §3 identity list). */
export interface IdentityRecord extends CreditProgrammeRecord {
  type: 'WRANX' | 'IPA';
  identityId: string;
}

/** Consumers: guests (no login) and registered consumers. */
export const consumers = pgTable(
  'consumers',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<ConsumerTypeRecord>().notNull(),
    /** Sign-in name (lower-cased email); null for guests. */
    login: text('login'),
    /** `scrypt$<salt hex>$<hash hex>` (node:crypto scrypt); null for guests. */
    passwordHash: text('password_hash'),
    consumerNo: text('consumer_no'),
    memberId: text('member_id'),
    details: jsonb('details').$type<ConsumerDetailsRecord>().notNull().default({}),
    preferences: jsonb('preferences').$type<PreferencesRecord>().notNull().default({}),
    subscriptions: jsonb('subscriptions').$type<SubscriptionRecord[]>().notNull().default([]),
    isLoyaltyMember: boolean('is_loyalty_member').notNull().default(false),
    loyaltyOptInDate: ts('loyalty_opt_in_date'),
    loyalty: jsonb('loyalty').$type<LoyaltyRecord | null>(),
    employee: jsonb('employee').$type<EmployeeRecord | null>(),
    athlete: jsonb('athlete').$type<CreditProgrammeRecord | null>(),
    identities: jsonb('identities').$type<IdentityRecord[]>().notNull().default([]),
    isEmployeeDiscountTCAccepted: boolean('is_employee_discount_tc_accepted')
      .notNull()
      .default(false),
    /** Failed sign-in attempts since the last success. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedAt: ts('locked_at'),
    /** Guests merged into a registered consumer at login point here. */
    mergedInto: text('merged_into'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('consumers_login_idx').on(table.login)],
);

/** A stored consumer row. */
export type ConsumerRow = typeof consumers.$inferSelect;

/** In-store associate session of an agent login (spec 2 §3 "In-store session"). */
export interface InStoreSessionRecord {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

/** Access and refresh tokens. No foreign key: a token may outlive its consumer (AUT498). */
export const consumerTokens = pgTable(
  'consumer_tokens',
  {
    accessToken: text('access_token').primaryKey(),
    refreshToken: text('refresh_token').notNull(),
    consumerId: text('consumer_id').notNull(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    refreshExpiresAt: ts('refresh_expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    inStoreSession: jsonb('in_store_session').$type<InStoreSessionRecord | null>(),
    /**
     * Token family: a login starts one, each refresh keeps it. Reusing a rotated refresh
     * token revokes the whole family. Null on rows written before families existed.
     */
    familyId: text('family_id'),
    /** Set when the refresh token was exchanged for a new pair (rotation). */
    rotatedAt: ts('rotated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consumer_tokens_refresh_idx').on(table.refreshToken),
    index('consumer_tokens_consumer_idx').on(table.consumerId),
    index('consumer_tokens_family_idx').on(table.familyId),
  ],
);

/** A stored token row. */
export type ConsumerTokenRow = typeof consumerTokens.$inferSelect;

/** PKCE authorization codes issued by sign-in (S256 code challenge). */
export const authCodes = pgTable('auth_codes', {
  code: text('code').primaryKey(),
  consumerId: text('consumer_id').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  inStoreSession: jsonb('in_store_session').$type<InStoreSessionRecord | null>(),
});

/**
 * Failed sign-ins of logins that belong to no account, counted like an account's
 * `failed_logins` so that unknown and known logins get the same answers (spec 2 §8).
 */
export const loginFailures = pgTable('login_failures', {
  /** The login as typed, trimmed and lower-cased. */
  login: text('login').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedAt: ts('locked_at'),
});

/** Forgot-password reset tokens. */
export const passwordResets = pgTable('password_resets', {
  token: text('token').primaryKey(),
  consumerId: text('consumer_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Address fields as stored (spec 1 §3 "Billing address", spec 2 §3 "Address"). */
export interface AddressFieldsRecord {
  firstName?: string;
  lastName?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  province?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
  phoneCode?: string;
  recipientContactPhone?: string;
}

/** Saved addresses; one main address per consumer and approach type (spec 2 §4). */
export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** S shipping, B billing. */
    approachType: text('approach_type').$type<'S' | 'B'>().notNull(),
    main: boolean('main').notNull().default(false),
    fields: jsonb('fields').$type<AddressFieldsRecord>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('consumer_addresses_consumer_idx').on(table.consumerId)],
);

/** A stored address row. */
export type ConsumerAddressRow = typeof consumerAddresses.$inferSelect;

/** Saved card data (never the full number). */
export interface SavedCardRecord {
  cardType: string;
  holderName: string;
  maskedNumber: string;
  lastFour: string;
  /** Credit cards only. */
  expirationMonth?: number;
  /** Credit cards only. */
  expirationYear?: number;
  /**
   * Gift cards only: the provider's card number (`gift_cards`), so the list can answer the
   * balance. Server-side only: never answered ({@link toInstrument} picks the public fields).
   */
  giftCardNumber?: string;
}

/** Saved payment instruments (credit and gift cards). */
export const consumerPaymentInstruments = pgTable(
  'consumer_payment_instruments',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').$type<'CREDIT_CARD' | 'GIFT_CARD'>().notNull(),
    /** Hash of the card number: the same card cannot be saved twice. */
    fingerprint: text('fingerprint').notNull(),
    card: jsonb('card').$type<SavedCardRecord>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consumer_payment_instruments_card_idx').on(table.consumerId, table.fingerprint),
  ],
);

/** A stored payment instrument row. */
export type ConsumerPaymentInstrumentRow = typeof consumerPaymentInstruments.$inferSelect;

/** Favorites lists (one per consumer), shareable. */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull(),
    name: text('name').notNull().default('Favorites'),
    shareToken: text('share_token'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('favorite_lists_consumer_idx').on(table.consumerId)],
);

/** Items of a favorites list. */
export const favoriteItems = pgTable(
  'favorite_items',
  {
    id: text('id').primaryKey(),
    favoriteId: text('favorite_id')
      .notNull()
      .references(() => favoriteLists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorite_items_product_idx').on(
      table.favoriteId,
      table.productId,
      table.variantId,
    ),
  ],
);

/** Favorites shared by email. */
export const favoriteShares = pgTable('favorite_shares', {
  id: text('id').primaryKey(),
  favoriteId: text('favorite_id')
    .notNull()
    .references(() => favoriteLists.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  message: text('message'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Contact-us categories with their subjects, per language. */
export const contactCategories = pgTable('contact_categories', {
  id: text('id').primaryKey(),
  language: text('language').notNull(),
  name: text('name').notNull(),
  subjects: jsonb('subjects').$type<{ id: string; name: string }[]>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Contact-us requests as received. */
export const contactRequests = pgTable('contact_requests', {
  id: text('id').primaryKey(),
  consumerId: text('consumer_id'),
  categoryId: text('category_id').notNull(),
  subjectId: text('subject_id').notNull(),
  email: text('email').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Other consumer-service submissions kept as received: event registrations, warranty
 * claims, data requests, gift card email resends, notification settings.
 */
export const consumerRequests = pgTable(
  'consumer_requests',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('consumer_requests_kind_idx').on(table.consumerId, table.kind)],
);
