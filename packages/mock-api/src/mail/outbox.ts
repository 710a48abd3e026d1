import { desc, eq } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import type { Database } from '../db/client';
import { type MailRow, mailOutbox } from '../db/mailSchema';

/** What a mail is for (the `kind` column of the outbox). */
export type MailKind = 'password-reset' | 'e-gift-card';

/** A mail to send. */
export interface OutgoingMail {
  /** Recipient address (stored lower-cased). */
  to: string;
  kind: MailKind;
  subject: string;
  /** Plain-text body. */
  text: string;
}

/**
 * Sends a mail: the one way the mock API sends mail. Nothing leaves the machine: the mail is
 * written to the `mail_outbox` table, stamped with the server clock, where developers and
 * tests read it ({@link readMail}, GET /dev/mail outside production).
 */
export async function sendMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to.trim().toLowerCase(),
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text,
    createdAt: clockOf(db)(),
  });
}

/** The mails sent to an address (case-insensitive), newest first, at most `limit` (20). */
export async function readMail(db: Database, to: string, limit = 20): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
