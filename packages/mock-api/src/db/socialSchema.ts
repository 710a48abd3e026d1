import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Tables of the social media gallery service (spec 2 §7 "Social media gallery service"):
 * customers (gallery accounts), categories, streams, users, media (with their streams),
 * reports and stashes. Image paths are relative to `/media/`.
 */

/** Gallery accounts (a brand site's gallery), e.g. `alpine-us`. */
export const socialCustomers = pgTable('social_customers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Media categories, e.g. `trail`, `climb`. */
export const socialCategories = pgTable('social_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Streams: curated galleries of one customer. */
export const socialStreams = pgTable('social_streams', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  name: text('name').notNull(),
});

/** Gallery users (authors of uploads); one per e-mail. */
export const socialUsers = pgTable(
  'social_users',
  {
    id: text('id').primaryKey(),
    screenName: text('screen_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_users_email_idx').on(table.email)],
);

/** Media items; only `approved` ones are listed by the recent-media calls. */
export const socialMedia = pgTable(
  'social_media',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    categoryId: text('category_id').notNull(),
    /** Author of an upload; null for imported social posts. */
    userId: text('user_id'),
    username: text('username').notNull(),
    source: text('source', { enum: ['instagram', 'tiktok', 'upload'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('approved'),
    caption: text('caption').notNull(),
    altText: text('alt_text').notNull(),
    /** Path under `/media/` (seed files) or an absolute / data: URL (uploads). */
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('social_media_customer_idx').on(table.customerId, table.createdAt),
    index('social_media_category_idx').on(table.categoryId, table.createdAt),
  ],
);

/** Which streams a media item belongs to. */
export const socialMediaStreams = pgTable(
  'social_media_streams',
  {
    mediaId: text('media_id').notNull(),
    streamId: text('stream_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.streamId] }),
    index('social_media_streams_stream_idx').on(table.streamId),
  ],
);

/** Reports of media (POST /media/{mediaId}/reports). */
export const socialReports = pgTable('social_reports', {
  id: text('id').primaryKey(),
  mediaId: text('media_id').notNull(),
  reason: text('reason', { enum: ['inappropriate', 'copyright', 'spam', 'other'] }).notNull(),
  email: text('email'),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Stashes: named selections of media (POST /stashes). */
export const socialStashes = pgTable('social_stashes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  mediaIds: jsonb('media_ids').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A stored media row. */
export type SocialMediaRow = typeof socialMedia.$inferSelect;
