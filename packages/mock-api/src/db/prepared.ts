import type { Database } from './client';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement of a hot path prepared once per database object: drizzle builds its SQL text
 * once instead of on every call, and on PostgreSQL (`DATABASE_URL`) the server parses and plans
 * it once per pooled connection (a named statement). Values come as `sql.placeholder(...)`,
 * filled by `execute({ ... })`. `name` is the statement's name: unique per SQL text.
 */
export function preparedOn<T>(db: Database, name: string, prepare: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = prepare(db);
    byName.set(name, statement);
  }
  return statement;
}
