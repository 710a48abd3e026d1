import type { ContentDocument, ContentMode } from '@storefront/api-contract';
import { and, desc, eq, gt, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ContentDocumentRow, contentDocuments } from '../db/schema';

/** What a content lookup matches on, and at which moment. */
export interface ContentCriteria {
  mode: ContentMode;
  /** The moment whose schedule applies: now for `pub`, `previewDateTime` (or now) for `pre`. */
  at: Date;
  docType: string;
  locale: string;
  /** Omitted for site-independent documents (fragments). */
  siteId?: string;
  slug?: string;
}

/**
 * Visibility rule of the content service: `pub` shows only published documents, `pre`
 * also drafts; both only when the schedule contains `at` (start inclusive, end exclusive,
 * null bounds open).
 */
function visible(criteria: ContentCriteria): SQL {
  const c = contentDocuments;
  const conditions: (SQL | undefined)[] = [
    eq(c.docType, criteria.docType),
    eq(c.locale, criteria.locale),
    criteria.siteId === undefined ? undefined : eq(c.siteId, criteria.siteId),
    criteria.slug === undefined ? undefined : eq(c.slug, criteria.slug),
    criteria.mode === 'pub' ? eq(c.status, 'published') : undefined,
    or(isNull(c.scheduleStart), lte(c.scheduleStart, criteria.at)),
    or(isNull(c.scheduleEnd), gt(c.scheduleEnd, criteria.at)),
  ];
  return and(...conditions) as SQL;
}

/** Newest schedule start wins; documents without a start rank last; then newest update. */
const winnerOrder = [
  sql`${contentDocuments.scheduleStart} DESC NULLS LAST`,
  desc(contentDocuments.updatedAt),
  contentDocuments.id,
];

/** Keeps the first row of each slug (rows must come in winner order). */
function firstPerSlug(rows: ContentDocumentRow[]): ContentDocumentRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.slug)) return false;
    seen.add(row.slug);
    return true;
  });
}

/** Finds the one document that applies, or `undefined`. */
export async function findDocument(
  db: Database,
  criteria: ContentCriteria,
): Promise<ContentDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(visible(criteria))
    .orderBy(...winnerOrder)
    .limit(1);
  return row;
}

/**
 * Lists the documents that apply, one per slug, newest update first.
 * @param slugPrefix only slugs starting with it (for page children)
 */
export async function listDocuments(
  db: Database,
  criteria: ContentCriteria,
  options: { slugPrefix?: string; layoutVariant?: string } = {},
): Promise<ContentDocumentRow[]> {
  const where = [visible(criteria)];
  if (options.slugPrefix !== undefined) {
    const escaped = options.slugPrefix.replace(/[\\%_]/g, (m) => `\\${m}`);
    where.push(like(contentDocuments.slug, `${escaped}%`));
  }
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(...where))
    .orderBy(contentDocuments.slug, ...winnerOrder);
  return firstPerSlug(rows)
    .filter((row) => !options.layoutVariant || row.layoutVariant === options.layoutVariant)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.slug.localeCompare(b.slug));
}

/**
 * The document as served: its stored body with every `{{MEDIA}}` placeholder replaced by
 * the media base URL (e.g. `http://127.0.0.1:4000/media`).
 */
export function toServedDocument(row: ContentDocumentRow, mediaBaseUrl: string): ContentDocument {
  const replacement = JSON.stringify(mediaBaseUrl).slice(1, -1);
  const json = JSON.stringify(row.body).replaceAll('{{MEDIA}}', replacement);
  return JSON.parse(json) as ContentDocument;
}

/**
 * Replaces the body of a document (a publication of a new version: `status` published,
 * `updatedAt` = `at`).
 */
export async function replaceDocumentBody(
  db: Database,
  id: string,
  body: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .update(contentDocuments)
    .set({ body, status: 'published', updatedAt: at })
    .where(eq(contentDocuments.id, id));
}
