import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A copy of the mock API's data, taken once (after seeding) and put back on demand: the e2e
 * reset (`POST /__e2e/reset`, routes/e2e, only with `MOCK_API_E2E=1` outside production), so
 * every journey starts from the seeded data whatever the journeys before it bought.
 *
 * The copy lives in the schema {@link snapshotSchema} (one table per table of `public`). A
 * statement-level trigger on every table records the tables written since the copy; a restore
 * empties those tables (and the tables that reference them) and copies their rows back, in
 * foreign-key order, in one transaction. Nothing written: nothing to do (a query). Sequences
 * are not put back (ids and order numbers stay unique for the life of the server), nor is
 * `catalog_versions`: the catalogue change stamps its triggers write again on the restore, so
 * the in-process catalogue cache reloads.
 */
export interface DataSnapshot {
  /** Puts back the rows of every table written since the copy (or the last restore). */
  restore(): Promise<RestoreSummary>;
}

/** What {@link DataSnapshot.restore} did. */
export interface RestoreSummary {
  /** The tables emptied and refilled, in the order they were refilled (none: nothing written). */
  tables: string[];
}

/** Schema of the copy (dropped and made again by {@link takeSnapshot}). */
export const snapshotSchema = 'mock_api_snapshot';

/** Tables left as they are: written by triggers of their own (migration 0007). */
const skipped = new Set(['catalog_versions']);

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Parents before children (foreign keys); a table referencing itself is one statement. */
function foreignKeyOrder(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting')
      throw new Error(`foreign keys form a cycle through ${table}: no order to copy rows back`);
    state.set(table, 'visiting');
    for (const edge of edges)
      if (edge.child === table && edge.parent !== table && tables.includes(edge.parent))
        visit(edge.parent);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/**
 * Copies every table of `public` (but `catalog_versions`) into {@link snapshotSchema} and
 * starts recording the tables written. Call on a migrated, seeded database, before serving.
 */
export async function takeSnapshot(db: Database): Promise<DataSnapshot> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !skipped.has(name));
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const columns = new Map<string, string[]>();
  for (const row of await rows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by ordinal_position`,
  ))
    columns.set(row.table, [...(columns.get(row.table) ?? []), ident(row.column)]);
  const order = foreignKeyOrder(tables, edges);

  const schema = ident(snapshotSchema);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await tx.execute(sql.raw(`create schema ${schema}`));
    await tx.execute(sql.raw(`create table ${schema}.written (name text primary key)`));
    await tx.execute(
      sql.raw(`create function ${schema}.record_write() returns trigger language plpgsql as $$
        begin
          insert into ${schema}.written values (TG_TABLE_NAME) on conflict do nothing;
          return null;
        end $$`),
    );
    for (const table of tables) {
      await tx.execute(
        sql.raw(`create table ${schema}.${ident(table)} as table public.${ident(table)}`),
      );
      await tx.execute(
        sql.raw(`create trigger mock_api_snapshot_written
          after insert or update or delete or truncate on public.${ident(table)}
          for each statement execute function ${schema}.record_write()`),
      );
    }
  });

  /** The written tables and every table referencing one of them (emptied together). */
  const closure = (written: string[]) => {
    const set = new Set(written.filter((name) => tables.includes(name)));
    for (let grew = true; grew; ) {
      grew = false;
      for (const edge of edges)
        if (set.has(edge.parent) && !set.has(edge.child) && tables.includes(edge.child)) {
          set.add(edge.child);
          grew = true;
        }
    }
    return order.filter((table) => set.has(table));
  };

  return {
    async restore() {
      const written = await rows<{ name: string }>(
        db,
        sql.raw(`select name from ${schema}.written`),
      );
      const refill = closure(written.map((row) => row.name));
      if (refill.length === 0) {
        if (written.length > 0) await db.execute(sql.raw(`delete from ${schema}.written`));
        return { tables: [] };
      }
      await db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(`truncate table ${refill.map((t) => `public.${ident(t)}`).join(', ')}`),
        );
        for (const table of refill) {
          const list = (columns.get(table) ?? []).join(', ');
          await tx.execute(
            sql.raw(`insert into public.${ident(table)} (${list}) overriding system value
              select ${list} from ${schema}.${ident(table)}`),
          );
        }
        await tx.execute(sql.raw(`delete from ${schema}.written`));
      });
      return { tables: refill };
    },
  };
}
