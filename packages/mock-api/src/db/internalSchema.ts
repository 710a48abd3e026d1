import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Internal storefront calls of the mock API (spec 1 §7 "Optional", spec 2 §7 "Internal"):
 * performance beacons sent to `POST /fapi/performance/ingest`.
 */
export const performanceBeacons = pgTable(
  'performance_beacons',
  {
    id: serial('id').primaryKey(),
    /** Page URL or route the beacon measured. */
    page: text('page').notNull(),
    /** Metric name → value (ms for timings, unitless for CLS). */
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('performance_beacons_page_idx').on(table.page)],
);

/** A stored performance beacon. */
export type PerformanceBeaconRow = typeof performanceBeacons.$inferSelect;
