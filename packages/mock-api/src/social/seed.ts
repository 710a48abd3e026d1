import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  socialCategories,
  socialCustomers,
  socialMedia,
  socialMediaStreams,
  socialStreams,
  socialUsers,
} from '../db/socialSchema';

/** The social gallery seed file (written by `seed/social/writeMedia.ts`). */
export const socialSeedFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/social/gallery.json',
);

/** Shape of `seed/social/gallery.json`. */
export interface SocialSeed {
  customers: { id: string; name: string }[];
  categories: { id: string; name: string }[];
  streams: { id: string; customerId: string; name: string }[];
  users: { id: string; screenName: string; email: string }[];
  media: {
    id: string;
    customerId: string;
    categoryId: string;
    streamIds: string[];
    username: string;
    source: 'instagram' | 'tiktok' | 'upload';
    caption: string;
    altText: string;
    image: string;
    width: number;
    height: number;
    likes: number;
    createdAt: string;
  }[];
}

/** Reads the social gallery seed file. */
export async function readSocialSeed(file: string = socialSeedFile): Promise<SocialSeed> {
  return JSON.parse(await readFile(file, 'utf8')) as SocialSeed;
}

/**
 * Loads the social gallery seed (customers, categories, streams, users, ~30 media with their
 * streams) in one transaction.
 * @returns the number of media written.
 */
export async function insertSocial(db: Database, seed?: SocialSeed): Promise<number> {
  const data = seed ?? (await readSocialSeed());
  await db.transaction(async (tx) => {
    await tx.insert(socialCustomers).values(data.customers).onConflictDoNothing();
    await tx.insert(socialCategories).values(data.categories).onConflictDoNothing();
    await tx.insert(socialStreams).values(data.streams).onConflictDoNothing();
    await tx.insert(socialUsers).values(data.users).onConflictDoNothing();
    await tx
      .insert(socialMedia)
      .values(
        data.media.map(({ streamIds: _streams, createdAt, ...item }) => ({
          ...item,
          status: 'approved' as const,
          createdAt: new Date(createdAt),
        })),
      )
      .onConflictDoNothing();
    const links = data.media.flatMap((item) =>
      item.streamIds.map((streamId) => ({ mediaId: item.id, streamId })),
    );
    await tx.insert(socialMediaStreams).values(links).onConflictDoNothing();
  });
  return data.media.length;
}

/**
 * Seeds the social gallery when it has no media yet (first start and after `--reset`).
 * @returns the number of media seeded (0 when already seeded).
 */
export async function seedSocialIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(socialMedia);
  if ((row?.n ?? 0) > 0) return 0;
  return insertSocial(db);
}
