import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time tokens of the local test captcha provider (spec 3 §7 captcha actions): issued by
 * POST /captcha/v1/test/tokens after a person's click, bound to one action, used up when
 * verified.
 */
export const captchaTokens = pgTable('captcha_tokens', {
  token: text('token').primaryKey(),
  /** `login`, `register` or `placeOrder`. */
  action: text('action').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});
