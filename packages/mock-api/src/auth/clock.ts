import type { Database } from '../db/client';

const clocks = new WeakMap<Database, () => Date>();

/**
 * Records the server clock of a database's server, so token expiry (issued by the routes)
 * and token checks ({@link import('./shopper').resolveShopper}, which only gets the db) use
 * the same "now".
 */
export function setClock(db: Database, now: () => Date): void {
  clocks.set(db, now);
}

/** The clock recorded for a database; the wall clock when none was recorded. */
export function clockOf(db: Database): () => Date {
  return clocks.get(db) ?? (() => new Date());
}
