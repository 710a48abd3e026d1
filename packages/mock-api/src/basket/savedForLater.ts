import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { savedForLater } from '../db/basketSchema';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { loadCatalogEntries } from './catalog';
import type { CatalogEntry } from './context';
import type { SavedForLater, SavedItem } from './types';

/**
 * Saved-for-later lists (spec 1 §3 "Saved for later", §7): one list per consumer, items
 * merge by variant, pages by `start` (0-based) and `count`.
 */

/** The consumer's list, created empty when missing. */
export async function getSavedList(db: Database, consumerId: string): Promise<SavedForLater> {
  const [row] = await db
    .select()
    .from(savedForLater)
    .where(eq(savedForLater.consumerId, consumerId));
  if (row) return { saveForLaterId: row.id, consumerId, items: row.items };
  await db
    .insert(savedForLater)
    .values({ id: randomUUID().replaceAll('-', ''), consumerId, items: [] })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(savedForLater)
    .where(eq(savedForLater.consumerId, consumerId));
  if (!created) throw new ApiHttpError(500, 'GEN500', 'Saved-for-later list could not be created');
  return { saveForLaterId: created.id, consumerId, items: created.items };
}

/**
 * Changes a consumer's list in one transaction and saves it.
 * @returns the saved list
 */
export async function updateSavedList(
  db: Database,
  consumerId: string,
  change: (items: SavedItem[]) => SavedItem[] | Promise<SavedItem[]>,
): Promise<SavedForLater> {
  const list = await getSavedList(db, consumerId);
  const items = await change(structuredClone(list.items));
  await db
    .update(savedForLater)
    .set({ items, updatedAt: new Date() })
    .where(eq(savedForLater.id, list.saveForLaterId));
  return { ...list, items };
}

/** Adds `qty` units of a variant (merging with the same variant) to a list's items. */
export function addSavedItem(
  items: SavedItem[],
  entry: CatalogEntry,
  qty: number,
  now: Date,
): SavedItem[] {
  const same = items.find((i) => i.productId === entry.variantId);
  if (same) {
    same.qty += qty;
    return items;
  }
  items.push({
    itemId: randomUUID(),
    productId: entry.variantId,
    masterId: entry.productId,
    upc: entry.upc,
    qty,
    name: entry.name,
    pageUrl: `/p/${entry.slug}-${entry.productId}`,
    available: entry.isDigital || entry.stock > 0,
    addedAt: now.toISOString(),
  });
  return items;
}

/** Removes a variant from the consumer's list (after it moved into the basket). */
export async function removeSavedVariant(db: Database, consumerId: string, variantId: string) {
  await updateSavedList(db, consumerId, (items) => items.filter((i) => i.productId !== variantId));
}

/**
 * A page of the list, newest first, with `available` refreshed from the catalogue.
 * @param start 0-based index of the first item
 * @param count page size
 */
export async function savedPage(
  db: Database,
  list: SavedForLater,
  currency: string,
  start: number,
  count: number,
) {
  const ordered = [...list.items].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  const slice = ordered.slice(start, start + count);
  const entries = await loadCatalogEntries(
    db,
    currency,
    slice.map((i) => i.productId),
  );
  const items = slice.map((i) => {
    const entry = entries.get(i.productId);
    return {
      ...i,
      available: Boolean(entry && entry.current !== null && (entry.isDigital || entry.stock > 0)),
    };
  });
  return { saveForLaterId: list.saveForLaterId, items, start, count, total: list.items.length };
}

/**
 * Merges a guest's list into a consumer's (same variant: the higher quantity) and empties the
 * guest's list.
 */
export async function mergeSavedLists(db: Database, guestConsumerId: string, consumerId: string) {
  const [guest] = await db
    .select()
    .from(savedForLater)
    .where(eq(savedForLater.consumerId, guestConsumerId));
  if (!guest || guest.items.length === 0) return 0;
  await updateSavedList(db, consumerId, (items) => {
    for (const g of guest.items) {
      const same = items.find((i) => i.productId === g.productId);
      if (same) same.qty = Math.max(same.qty, g.qty);
      else items.push({ ...g });
    }
    return items;
  });
  await db
    .update(savedForLater)
    .set({ items: [], updatedAt: new Date() })
    .where(eq(savedForLater.id, guest.id));
  return guest.items.length;
}

/**
 * A page of a consumer's saved-for-later list as the wishlists service shows it (spec 2 §7,
 * read-only): in list order, `start` 0-based, `count` items.
 */
export async function savedListView(
  db: Database,
  consumerId: string,
  start: number,
  count: number,
) {
  const list = await getSavedList(db, consumerId);
  return {
    saveForLaterId: list.saveForLaterId,
    items: list.items.slice(start, start + count).map((item) => ({
      itemId: item.itemId,
      productId: item.productId,
      pageUrl: item.pageUrl,
      available: item.available,
      qty: item.qty,
      name: item.name,
    })),
    total: list.items.length,
    start,
    count,
  };
}
