import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favoriteItems, favoriteLists } from '../db/consumerSchema';

/** The favorites list of a consumer, created when missing. */
export async function ensureFavoriteList(db: Database, consumerId: string) {
  const [existing] = await db
    .select()
    .from(favoriteLists)
    .where(eq(favoriteLists.consumerId, consumerId));
  if (existing) return existing;
  const [created] = await db
    .insert(favoriteLists)
    .values({ id: randomUUID(), consumerId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db
    .select()
    .from(favoriteLists)
    .where(eq(favoriteLists.consumerId, consumerId));
  if (!raced) throw new Error(`favorites list of ${consumerId} vanished`);
  return raced;
}

/**
 * Moves a guest's favorites into a consumer's list at login (spec 1 §4); items already in
 * the target list are kept once. Returns how many items were added.
 */
export async function mergeGuestFavorites(
  db: Database,
  guestConsumerId: string,
  consumerId: string,
): Promise<number> {
  const [guestList] = await db
    .select()
    .from(favoriteLists)
    .where(eq(favoriteLists.consumerId, guestConsumerId));
  if (!guestList) return 0;
  const items = await db
    .select()
    .from(favoriteItems)
    .where(eq(favoriteItems.favoriteId, guestList.id));
  if (items.length === 0) return 0;
  const target = await ensureFavoriteList(db, consumerId);
  const added = await db
    .insert(favoriteItems)
    .values(
      items.map((item) => ({
        id: `${item.id}-m`,
        favoriteId: target.id,
        productId: item.productId,
        variantId: item.variantId,
        addedAt: item.addedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: favoriteItems.id });
  await db.delete(favoriteItems).where(and(eq(favoriteItems.favoriteId, guestList.id)));
  return added.length;
}

/** The consumer's favorites list, or null. */
export async function findFavoriteList(db: Database, consumerId: string) {
  const [row] = await db
    .select()
    .from(favoriteLists)
    .where(eq(favoriteLists.consumerId, consumerId));
  return row ?? null;
}
