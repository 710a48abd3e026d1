import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Publication status of a content document. */
export const contentStatus = pgEnum('content_status', ['published', 'draft']);

/**
 * Content documents of the content service (spec 2 §7). One row per document version;
 * several rows may share (doc_type, site_id, locale, slug) with different schedules, the
 * newest schedule start that contains the moment wins.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    docType: text('doc_type').notNull(),
    /** Null for site-independent documents (fragments). */
    siteId: text('site_id'),
    /** Locale path segment, e.g. `en-us`. */
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    pageKind: text('page_kind'),
    layoutVariant: text('layout_variant'),
    /** Null: always started. */
    scheduleStart: timestamp('schedule_start', { withTimezone: true, mode: 'date' }),
    /** Null: never ends. Exclusive. */
    scheduleEnd: timestamp('schedule_end', { withTimezone: true, mode: 'date' }),
    status: contentStatus('status').notNull().default('published'),
    /** The whole document as served (the `{{MEDIA}}` placeholder kept). */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('content_documents_lookup_idx').on(table.docType, table.siteId, table.locale, table.slug),
  ],
);

/** A stored content document row. */
export type ContentDocumentRow = typeof contentDocuments.$inferSelect;
/** A content document row to insert. */
export type NewContentDocumentRow = typeof contentDocuments.$inferInsert;

/** One variant of a personalisation experience as stored (spec 3 §3 "Personalisation experience"). */
export interface ExperienceVariantRecord {
  /** Variant id, matching `variants[].variantId` of an `experience` block. */
  variantId: string;
  /** `variant_label` of the decision result. */
  label: string;
  /** Relative weight of the deterministic assignment (positive integer). */
  weight: number;
  /** `items` of the decision result (free-form payload per variant). */
  items: unknown[];
}

/**
 * Personalisation experiences of the decision engine (POST /api/engine/v1/decide/{brand},
 * spec 2 §7). A customer is assigned one variant per experience by a hash of both ids.
 */
export const personalisationExperiences = pgTable(
  'personalisation_experiences',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    component: text('component').notNull(),
    actionId: text('action_id').notNull(),
    /** Order of the experience in decision results. */
    position: integer('position').notNull().default(0),
    variants: jsonb('variants').$type<ExperienceVariantRecord[]>().notNull(),
  },
  (table) => [index('personalisation_experiences_brand_idx').on(table.brand)],
);

/** A stored personalisation experience row. */
export type PersonalisationExperienceRow = typeof personalisationExperiences.$inferSelect;

export * from './basketSchema';
export * from './captchaSchema';
export * from './catalogSchema';
export * from './consumerSchema';
export * from './internalSchema';
export * from './mailSchema';
export * from './orderSchema';
export * from './socialSchema';
