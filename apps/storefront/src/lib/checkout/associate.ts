import * as z from 'zod';

/**
 * In-store associate mode (spec 1 §1, spec 2 §3 "In-store session"): the store and employee
 * ids go with an order only from an associate session (agent login, `/associate-login`),
 * which the API checks against the token (403 `AUT432` otherwise). The checkout shows them
 * read-only; nothing is typed in.
 */

const associateSessionSchema = z.object({
  storeId: z.string().min(1).max(16),
  storeEmployeeId: z.string().min(1).max(32),
  /** The store's and the associate's names (the header strip); absent in older cookies. */
  storeName: z.string().max(200).optional(),
  storeEmployeeName: z.string().max(200).optional(),
});

/** The in-store session of an associate: its store and employee ids (and names). */
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
 * The in-store sales info an order placement sends (spec 1 §7 `inStoreSalesInfo`): the
 * associate session's own store and employee ids (the API records no other: 403 `AUT432`);
 * none without an associate session (a shopper's checkout never sends them, whatever was
 * entered).
 */
export function inStoreSalesInfoToSend(
  associate: AssociateSession | undefined,
): { storeId: string; storeEmployeeId: string } | undefined {
  return associate
    ? { storeId: associate.storeId, storeEmployeeId: associate.storeEmployeeId }
    : undefined;
}
