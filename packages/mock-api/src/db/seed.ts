import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContentDocument, contentDocumentSchema } from '@storefront/api-contract';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { contentDocuments, type NewContentDocumentRow } from './schema';

/** Folder of the seed content files (`*.json`, each an array of content documents). */
export const seedContentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/content',
);

/**
 * Reads and validates every `*.json` file of a folder as an array of content documents.
 * @throws Error naming the file and the first invalid field when a document is invalid.
 */
export async function readSeedDocuments(dir: string = seedContentDir): Promise<ContentDocument[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const documents: ContentDocument[] = [];
  for (const file of files) {
    const raw: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const list = Array.isArray(raw) ? raw : [raw];
    list.forEach((item, index) => {
      const parsed = contentDocumentSchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `seed/content/${file}[${index}]: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
        );
      }
      documents.push(parsed.data);
    });
  }
  return documents;
}

/** Maps a content document to its table row (columns derived from the envelope). */
export function toContentRow(doc: ContentDocument): NewContentDocumentRow {
  return {
    id: doc.id,
    docType: doc.docType,
    siteId: doc.siteId ?? null,
    locale: doc.locale,
    slug: doc.slug,
    pageKind: doc.pageKind ?? null,
    layoutVariant: doc.layoutVariant ?? null,
    scheduleStart: doc.schedule?.start ? new Date(doc.schedule.start) : null,
    scheduleEnd: doc.schedule?.end ? new Date(doc.schedule.end) : null,
    status: doc.status ?? 'published',
    body: doc,
    updatedAt: doc.updatedAt ? new Date(doc.updatedAt) : new Date(),
  };
}

/**
 * Inserts content documents (upsert by id).
 * @returns the number of documents written.
 */
export async function insertContent(db: Database, docs: ContentDocument[]): Promise<number> {
  const rows = docs.map(toContentRow);
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(contentDocuments)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: contentDocuments.id,
        set: {
          docType: sql`excluded.doc_type`,
          siteId: sql`excluded.site_id`,
          locale: sql`excluded.locale`,
          slug: sql`excluded.slug`,
          pageKind: sql`excluded.page_kind`,
          layoutVariant: sql`excluded.layout_variant`,
          scheduleStart: sql`excluded.schedule_start`,
          scheduleEnd: sql`excluded.schedule_end`,
          status: sql`excluded.status`,
          body: sql`excluded.body`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return rows.length;
}

/**
 * Seeds on first start: when the content table is empty, loads every seed content file.
 * @returns the number of documents seeded (0 when the table already had content).
 */
export async function seedIfEmpty(db: Database, dir: string = seedContentDir): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contentDocuments);
  if ((row?.n ?? 0) > 0) return 0;
  return insertContent(db, await readSeedDocuments(dir));
}

/**
 * Drops every table, sequence and enum type of the `public` schema and drizzle's migration
 * journal, so the next `migrate()` recreates the schema from scratch.
 */
export async function dropAll(db: Database): Promise<void> {
  await db.execute(sql`DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE 'DROP TABLE IF EXISTS public.' || quote_ident(r.tablename) || ' CASCADE';
    END LOOP;
    FOR r IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
      EXECUTE 'DROP SEQUENCE IF EXISTS public.' || quote_ident(r.sequencename) || ' CASCADE';
    END LOOP;
    FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype = 'e' LOOP
      EXECUTE 'DROP TYPE IF EXISTS public.' || quote_ident(r.typname) || ' CASCADE';
    END LOOP;
  END $$`);
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
}
