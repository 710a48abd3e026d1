import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail outbox of the mock API: every mail it "sends" (password reset links, …) is
 * written here instead of leaving the machine. Developers and tests read it through
 * GET /dev/mail (not registered when NODE_ENV=production); see `src/mail/outbox.ts`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** Send order (identity): newest mail has the highest id. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Recipient address, lower-cased. */
    to: text('to').notNull(),
    /** What the mail is for, e.g. `password-reset`. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text body. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.id)],
);

/** A stored mail. */
export type MailRow = typeof mailOutbox.$inferSelect;
