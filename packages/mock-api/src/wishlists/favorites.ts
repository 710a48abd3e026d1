import { randomUUID } from 'node:crypto';
import type { Favorites } from '@storefront/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import { newToken } from '../auth/pkce';
import type { Database } from '../db/client';
import { favoriteItems, favoriteLists, favoriteShares } from '../db/consumerSchema';
import { catalogInventory, catalogProducts, catalogVariants } from '../db/schema';
import { ApiHttpError } from '../errors';
import { ensureFavoriteList } from './repository';

type FavoriteListRow = typeof favoriteLists.$inferSelect;

/** A favorite item id that sorts by creation (the server clock may stand still in tests). */
export const newFavoriteItemId = (): string =>
  `${process.hrtime.bigint().toString().padStart(20, '0')}-${randomUUID().slice(0, 8)}`;

/** Path of a shared list's public view. */
export const shareUrlOf = (list: FavoriteListRow) =>
  list.shareToken ? `/favorites/shared/${list.id}?token=${list.shareToken}` : undefined;

/** One page of a list, items newest first, with product name, page, image and availability. */
export async function favoritesPage(
  db: Database,
  list: FavoriteListRow,
  start: number,
  count: number,
): Promise<Favorites> {
  const all = await db
    .select()
    .from(favoriteItems)
    .where(eq(favoriteItems.favoriteId, list.id))
    .orderBy(asc(favoriteItems.addedAt), asc(favoriteItems.id));
  const page = all.reverse().slice(start, start + count);
  const productIds = [...new Set(page.map((i) => i.productId))];
  const products = productIds.length
    ? await db.select().from(catalogProducts).where(inArray(catalogProducts.id, productIds))
    : [];
  const variants = productIds.length
    ? await db
        .select({
          id: catalogVariants.id,
          productId: catalogVariants.productId,
          quantity: catalogInventory.quantity,
        })
        .from(catalogVariants)
        .leftJoin(catalogInventory, eq(catalogInventory.variantId, catalogVariants.id))
        .where(inArray(catalogVariants.productId, productIds))
    : [];
  const shareUrl = shareUrlOf(list);
  return {
    favoriteId: list.id,
    name: list.name,
    items: page.map((item) => {
      const product = products.find((p) => p.id === item.productId);
      const stock = variants
        .filter(
          (v) => v.productId === item.productId && (!item.variantId || v.id === item.variantId),
        )
        .reduce((sum, v) => sum + (v.quantity ?? 0), 0);
      const imagePath = product?.colors[0]?.images[0]?.path;
      // A media path like the basket's items; the answer hook makes it absolute (mediaUrls.ts).
      const image = imagePath ? `/media/${imagePath}` : undefined;
      return {
        itemId: item.id,
        productId: item.productId,
        ...(item.variantId ? { variantId: item.variantId } : {}),
        name: product?.name ?? item.productId,
        pageUrl: product ? `/p/${product.slug}-${product.id}` : '',
        ...(image ? { image } : {}),
        available:
          Boolean(product) &&
          (product?.giftCard != null || product?.isRobisOnly === true || stock > 0),
        addedAt: item.addedAt.toISOString(),
      };
    }),
    total: all.length,
    start,
    count,
    ...(shareUrl ? { shareUrl } : {}),
  };
}

/**
 * Adds a product (or one variant of it) to the consumer's favorites; adding it again
 * changes nothing. @throws 400 `PLP400` unknown product or variant.
 */
export async function addFavorite(
  db: Database,
  consumerId: string,
  productId: string,
  variantId: string | undefined,
): Promise<FavoriteListRow> {
  const [product] = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, productId));
  if (!product) throw new ApiHttpError(400, 'PLP400', `Product ${productId} not found`);
  if (variantId) {
    const [variant] = await db
      .select({ id: catalogVariants.id })
      .from(catalogVariants)
      .where(and(eq(catalogVariants.id, variantId), eq(catalogVariants.productId, productId)));
    if (!variant)
      throw new ApiHttpError(400, 'PLP400', `Variant ${variantId} of ${productId} not found`);
  }
  const list = await ensureFavoriteList(db, consumerId);
  // The unique index treats NULL variants as distinct: '' stands for "no variant".
  await db
    .insert(favoriteItems)
    .values({
      id: newFavoriteItemId(),
      favoriteId: list.id,
      productId,
      variantId: variantId ?? '',
      addedAt: clockOf(db)(),
    })
    .onConflictDoNothing();
  return list;
}

/** The shopper's own list by id. @throws 404 `API404` unknown or another consumer's. */
export async function ownList(db: Database, consumerId: string, favoriteId: string) {
  const [list] = await db
    .select()
    .from(favoriteLists)
    .where(and(eq(favoriteLists.id, favoriteId), eq(favoriteLists.consumerId, consumerId)));
  if (!list) throw new ApiHttpError(404, 'API404', `Favorites list ${favoriteId} not found`);
  return list;
}

/** Removes an item from the shopper's list. @throws 404 `API404` list; 400 `PLP400` item. */
export async function removeFavoriteItem(
  db: Database,
  consumerId: string,
  favoriteId: string,
  itemId: string,
) {
  const list = await ownList(db, consumerId, favoriteId);
  const removed = await db
    .delete(favoriteItems)
    .where(and(eq(favoriteItems.favoriteId, list.id), eq(favoriteItems.id, itemId)))
    .returning({ id: favoriteItems.id });
  if (removed.length === 0)
    throw new ApiHttpError(400, 'PLP400', `Item ${itemId} is not in the list`);
  return list;
}

/** Shares the shopper's list by email: gives it a share token (kept) and records the share. */
export async function shareList(
  db: Database,
  consumerId: string,
  favoriteId: string,
  share: { email: string; message?: string | undefined },
) {
  const list = await ownList(db, consumerId, favoriteId);
  const shareToken = list.shareToken ?? newToken();
  if (!list.shareToken) {
    await db.update(favoriteLists).set({ shareToken }).where(eq(favoriteLists.id, list.id));
  }
  await db.insert(favoriteShares).values({
    id: randomUUID(),
    favoriteId: list.id,
    email: share.email.trim().toLowerCase(),
    message: share.message ?? null,
    createdAt: clockOf(db)(),
  });
  const shares = await db
    .select({ id: favoriteShares.id })
    .from(favoriteShares)
    .where(eq(favoriteShares.favoriteId, list.id));
  return {
    favoriteId: list.id,
    shareUrl: shareUrlOf({ ...list, shareToken }) ?? '',
    sharedWith: shares.length,
  };
}

/** A shared list by id (public view). @throws 404 `API404` unknown or never shared. */
export async function sharedList(db: Database, favoriteId: string) {
  const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.id, favoriteId));
  if (!list?.shareToken) throw new ApiHttpError(404, 'API404', `No shared list ${favoriteId}`);
  return list;
}

/**
 * A shared list as one viewer may see it (spec 2 §7 wishlists share): its owner, or anyone
 * holding the `token` of its share URL.
 * @param viewerId the consumer id of the viewer's token, if any
 * @throws ApiHttpError 404 `API404` for a list not shared, or a viewer without the token
 */
export async function viewSharedList(
  db: Database,
  favoriteId: string,
  viewerId: string | undefined,
  token: string | undefined,
) {
  const list = await sharedList(db, favoriteId);
  if (list.consumerId !== viewerId && token !== list.shareToken) {
    throw new ApiHttpError(404, 'API404', `No shared list ${favoriteId}`);
  }
  return list;
}
