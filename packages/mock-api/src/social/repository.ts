import { randomUUID } from 'node:crypto';
import type {
  SocialMedia,
  SocialMediaPage,
  SocialReport,
  SocialReportRequest,
  SocialStash,
  SocialStream,
  SocialUpload,
  SocialUploadRequest,
  SocialUser,
  SocialUserRequest,
} from '@storefront/api-contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type SocialMediaRow,
  socialCategories,
  socialCustomers,
  socialMedia,
  socialMediaStreams,
  socialReports,
  socialStashes,
  socialStreams,
  socialUsers,
} from '../db/socialSchema';
import { ApiHttpError } from '../errors';

/** Filters and page of a recent-media listing. */
export interface RecentMediaFilter {
  page: number;
  count: number;
  customerId?: string;
  categoryId?: string;
  /** Media in any of these streams. */
  streamIds?: string[];
}

const notFound = (what: string, id: string) =>
  new ApiHttpError(404, 'API404', `Unknown ${what}: ${id}`);

/** A stored media row as the API answers it (`media` builds absolute image URLs). */
function toMedia(
  row: SocialMediaRow,
  streamIds: string[],
  media: (path: string) => string,
): SocialMedia {
  const image = /^(https?:|data:)/.test(row.image) ? row.image : media(row.image);
  return {
    id: row.id,
    customerId: row.customerId,
    categoryId: row.categoryId,
    streamIds,
    caption: row.caption,
    altText: row.altText,
    source: row.source,
    username: row.username,
    images: { thumbnail: image, normal: image },
    width: row.width,
    height: row.height,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
  };
}

async function streamIdsOf(db: Database, mediaIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (mediaIds.length === 0) return map;
  const rows = await db
    .select()
    .from(socialMediaStreams)
    .where(inArray(socialMediaStreams.mediaId, mediaIds))
    .orderBy(asc(socialMediaStreams.streamId));
  for (const row of rows) map.set(row.mediaId, [...(map.get(row.mediaId) ?? []), row.streamId]);
  return map;
}

/** Throws 404 `API404` unless the row exists in the table. */
export async function requireExisting(
  db: Database,
  kind: 'customer' | 'stream' | 'media' | 'user' | 'category',
  id: string,
): Promise<void> {
  const table = {
    customer: socialCustomers,
    stream: socialStreams,
    media: socialMedia,
    user: socialUsers,
    category: socialCategories,
  }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(kind, id);
}

/**
 * Approved media, newest first, filtered and paged (`page` 1-based, `count` per page).
 * Unknown category ids give an empty page (a filter, not a resource).
 */
export async function listRecentMedia(
  db: Database,
  filter: RecentMediaFilter,
  media: (path: string) => string,
): Promise<SocialMediaPage> {
  const where: (SQL | undefined)[] = [eq(socialMedia.status, 'approved')];
  if (filter.customerId) where.push(eq(socialMedia.customerId, filter.customerId));
  if (filter.categoryId) where.push(eq(socialMedia.categoryId, filter.categoryId));
  if (filter.streamIds) {
    const inStreams = db
      .select({ id: socialMediaStreams.mediaId })
      .from(socialMediaStreams)
      .where(inArray(socialMediaStreams.streamId, filter.streamIds));
    where.push(inArray(socialMedia.id, inStreams));
  }
  const condition = and(...where);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(socialMedia)
    .where(condition);
  const rows = await db
    .select()
    .from(socialMedia)
    .where(condition)
    .orderBy(desc(socialMedia.createdAt), asc(socialMedia.id))
    .limit(filter.count)
    .offset((filter.page - 1) * filter.count);
  const streams = await streamIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) => toMedia(row, streams.get(row.id) ?? [], media)),
    page: filter.page,
    count: filter.count,
    total: n,
    ...(filter.page * filter.count < n ? { next: filter.page + 1 } : {}),
  };
}

/** Streams with their visible media counts; all of them, or those of the given ids. */
export async function listStreams(db: Database, ids?: string[]): Promise<SocialStream[]> {
  const counts = db
    .select({
      streamId: socialMediaStreams.streamId,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(socialMediaStreams)
    .innerJoin(socialMedia, eq(socialMedia.id, socialMediaStreams.mediaId))
    .where(eq(socialMedia.status, 'approved'))
    .groupBy(socialMediaStreams.streamId)
    .as('counts');
  const rows = await db
    .select({
      id: socialStreams.id,
      customerId: socialStreams.customerId,
      name: socialStreams.name,
      n: counts.n,
    })
    .from(socialStreams)
    .leftJoin(counts, eq(counts.streamId, socialStreams.id))
    .where(ids ? inArray(socialStreams.id, ids.length > 0 ? ids : ['']) : undefined)
    .orderBy(asc(socialStreams.id));
  return rows.map(({ n, ...row }) => ({ ...row, mediaCount: n ?? 0 }));
}

/** The streams a media item belongs to; 404 `API404` for an unknown media id. */
export async function streamsOfMedia(db: Database, mediaId: string): Promise<SocialStream[]> {
  await requireExisting(db, 'media', mediaId);
  const ids = (await streamIdsOf(db, [mediaId])).get(mediaId) ?? [];
  return listStreams(db, ids);
}

/** Customers and categories of the service description. */
export async function listAccounts(db: Database) {
  const customers = await db.select().from(socialCustomers).orderBy(asc(socialCustomers.id));
  const categories = await db.select().from(socialCategories).orderBy(asc(socialCategories.id));
  return { customers, categories };
}

/** Stores a report of a media item; 404 `API404` for an unknown media id. */
export async function insertReport(
  db: Database,
  mediaId: string,
  body: SocialReportRequest,
): Promise<SocialReport> {
  await requireExisting(db, 'media', mediaId);
  const [row] = await db
    .insert(socialReports)
    .values({
      id: `rep-${randomUUID()}`,
      mediaId,
      reason: body.reason,
      email: body.email ?? null,
      comment: body.comment ?? null,
    })
    .returning();
  if (!row) throw new ApiHttpError(500, 'GEN500', 'Report not stored');
  return { id: row.id, mediaId, reason: row.reason, createdAt: row.createdAt.toISOString() };
}

/** The reports of a media item, oldest first (for tests and moderation). */
export function reportsOf(db: Database, mediaId: string) {
  return db
    .select()
    .from(socialReports)
    .where(eq(socialReports.mediaId, mediaId))
    .orderBy(asc(socialReports.createdAt));
}

/** Stores a stash; 400 `API400` naming the first unknown media id. Duplicates collapse. */
export async function insertStash(
  db: Database,
  name: string,
  mediaIds: string[],
): Promise<SocialStash> {
  const unique = [...new Set(mediaIds)];
  const found = await db
    .select({ id: socialMedia.id })
    .from(socialMedia)
    .where(inArray(socialMedia.id, unique));
  const known = new Set(found.map((row) => row.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing) throw new ApiHttpError(400, 'API400', `Invalid body mediaIds: unknown ${missing}`);
  const [row] = await db
    .insert(socialStashes)
    .values({ id: `sta-${randomUUID()}`, name, mediaIds: unique })
    .returning();
  if (!row) throw new ApiHttpError(500, 'GEN500', 'Stash not stored');
  return {
    id: row.id,
    name: row.name,
    mediaIds: row.mediaIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates a user, or returns the one with that e-mail (`created` false). */
export async function upsertUser(
  db: Database,
  body: SocialUserRequest,
): Promise<{ user: SocialUser; created: boolean }> {
  const email = body.email.toLowerCase();
  const [inserted] = await db
    .insert(socialUsers)
    .values({ id: `usr-${randomUUID()}`, screenName: body.screenName, email })
    .onConflictDoNothing({ target: socialUsers.email })
    .returning();
  const row =
    inserted ?? (await db.select().from(socialUsers).where(eq(socialUsers.email, email)))[0];
  if (!row) throw new ApiHttpError(500, 'GEN500', 'User not stored');
  return {
    user: { id: row.id, screenName: row.screenName, createdAt: row.createdAt.toISOString() },
    created: Boolean(inserted),
  };
}

/**
 * Stores an upload of a user as `pending` (not listed until approved). 404 `API404` for an
 * unknown user; 400 `API400` for an unknown category or stream.
 */
export async function insertUpload(
  db: Database,
  userId: string,
  body: SocialUploadRequest,
): Promise<SocialUpload> {
  const [user] = await db.select().from(socialUsers).where(eq(socialUsers.id, userId));
  if (!user) throw notFound('user', userId);
  const categoryId = body.categoryId ?? 'uploads';
  if (body.categoryId) {
    const [category] = await db
      .select()
      .from(socialCategories)
      .where(eq(socialCategories.id, body.categoryId));
    if (!category)
      throw new ApiHttpError(400, 'API400', `Invalid body categoryId: unknown ${body.categoryId}`);
  }
  const streamIds = [...new Set(body.streamIds ?? [])];
  if (streamIds.length > 0) {
    const known = new Set((await listStreams(db, streamIds)).map((s) => s.id));
    const missing = streamIds.find((id) => !known.has(id));
    if (missing)
      throw new ApiHttpError(400, 'API400', `Invalid body streamIds: unknown ${missing}`);
  }
  const id = `med-${randomUUID()}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(socialMedia)
      .values({
        id,
        customerId: 'alpine-na',
        categoryId,
        userId,
        username: user.screenName,
        source: 'upload',
        status: 'pending',
        caption: body.caption,
        altText: body.altText,
        image: body.imageUrl,
        width: 600,
        height: 600,
      })
      .returning();
    if (streamIds.length > 0)
      await tx
        .insert(socialMediaStreams)
        .values(streamIds.map((streamId) => ({ mediaId: id, streamId })));
    return created;
  });
  if (!row) throw new ApiHttpError(500, 'GEN500', 'Upload not stored');
  return { id, userId, status: row.status, createdAt: row.createdAt.toISOString() };
}
