import * as z from 'zod';

/**
 * In-store associate mode (spec 1 §1, spec 2 §3 "In-store session"): the store and employee
 * ids go with an order only from an associate session (agent login), which the API checks
 * against the token (403 `AUT432` otherwise). With `IN_STORE_ASSOCIATE=on` the checkout shows
 * the in-store fields only when the session cookies carry an associate session.
 */

const associateSessionSchema = z.object({
  storeId: z.string().min(1).max(16),
  storeEmployeeId: z.string().min(1).max(32),
});

/** The in-store session of an associate: its store and employee ids. */
export type AssociateSession = z.infer<typeof associateSessionSchema>;

/** The associate session of the `inStoreSession` cookie value (JSON); undefined when absent or malformed. */
export function parseAssociateSession(raw: string | undefined): AssociateSession | undefined {
  if (!raw) return undefined;
  try {
    const parsed = associateSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The in-store sales info an order placement sends: the entered store and employee ids when
 * the session is an associate's (associate mode on, see `readAssociateSession`); otherwise
 * none (a shopper's checkout never sends them).
 */
export function inStoreSalesInfoToSend(
  associate: AssociateSession | undefined,
  entered: AssociateSession | undefined,
): AssociateSession | undefined {
  return associate && entered ? entered : undefined;
}
