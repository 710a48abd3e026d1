import type { saveForLaterUpdateSchema } from '@storefront/api-contract';
import type * as z from 'zod';
import type { Shopper } from '../auth/shopper';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { addItem, requireEntry } from './cart';
import { removeFromBasket } from './itemChanges';
import { requireItem } from './items';
import { mutateBasket } from './pipeline';
import { loadBasket } from './repository';
import { addSavedItem, getSavedList, savedPage, updateSavedList } from './savedForLater';
import type { Basket } from './types';

/** A saved-for-later update (spec 1 §7), as parsed from its request. */
export type SavedListUpdate = z.output<typeof saveForLaterUpdateSchema>;

/**
 * Changes quantities of saved items and adds products to a shopper's list (spec 1 §3 "Saved
 * for later", §7), then answers a page of it.
 * @param page `start` (0-based) and `count` of the page answered
 * @throws ApiHttpError 404 `INV702` for an unknown product, 404 `PLP400` for an unknown
 * saved item
 */
export async function updateSavedItems(
  db: Database,
  now: Date,
  consumerId: string,
  currency: string,
  update: SavedListUpdate,
  page: { start: number; count: number },
) {
  const additions = await Promise.all((update.add ?? []).map((a) => requireEntry(db, currency, a)));
  const list = await updateSavedList(db, consumerId, (items) => {
    for (const change of update.items ?? []) {
      const item = items.find((i) => i.itemId === change.itemId);
      if (!item) throw new ApiHttpError(404, 'PLP400', `Saved item ${change.itemId} not found`);
      item.qty = change.qty;
    }
    for (const [i, entry] of additions.entries()) {
      addSavedItem(items, entry, update.add?.[i]?.qty ?? 1, now);
    }
    return items;
  });
  return savedPage(db, list, currency, page.start, page.count);
}

/**
 * Moves a basket item to the shopper's saved-for-later list (spec 1 §7): the item leaves the
 * basket (through {@link mutateBasket}), then joins the list.
 * @throws ApiHttpError 404 `ORD404` for an unknown item, as {@link requireEntry}
 */
export async function moveItemToSaved(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  itemId: string,
): Promise<Basket> {
  const current = await loadBasket(db, basketId, shopper);
  const item = requireItem(current, itemId);
  const entry = await requireEntry(db, current.currency, { productId: item.productId });
  const basket = await mutateBasket(
    db,
    basketId,
    shopper,
    (b) => void removeFromBasket(b, item.id),
    { now },
  );
  await updateSavedList(db, shopper.consumerId, (items) =>
    addSavedItem(items, entry, item.qty, now),
  );
  return basket;
}

/**
 * Moves a saved item into the basket (spec 1 §7): added with the add-to-cart rules
 * ({@link addItem}), then it leaves the list.
 * @throws ApiHttpError 404 `PLP400` for an unknown saved item, and the add-to-cart codes
 */
export async function moveSavedToBasket(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  savedItemId: string | undefined,
): Promise<Basket> {
  await loadBasket(db, basketId, shopper); // BSK404 / AUT498 before the list is read
  const list = await getSavedList(db, shopper.consumerId);
  const saved = list.items.find((i) => i.itemId === savedItemId);
  if (!saved) throw new ApiHttpError(404, 'PLP400', `Saved item ${savedItemId} not found`);
  const basket = await addItem(
    db,
    now,
    shopper,
    basketId,
    { productId: saved.productId },
    { qty: saved.qty, maxQty: 999999 },
  );
  await updateSavedList(db, shopper.consumerId, (items) =>
    items.filter((i) => i.itemId !== saved.itemId),
  );
  return basket;
}

/**
 * Removes an item from the shopper's own list (spec 1 §7) and answers the first page (10).
 * @throws ApiHttpError 403 `AUT498` for another consumer's list, 404 `PLP400` for an unknown
 * item
 */
export async function removeSavedItem(
  db: Database,
  consumerId: string,
  currency: string,
  ids: { saveForlaterId: string; itemId: string },
) {
  const mine = await getSavedList(db, consumerId);
  if (mine.saveForLaterId !== ids.saveForlaterId) {
    throw new ApiHttpError(
      403,
      'AUT498',
      `Saved-for-later list ${ids.saveForlaterId} belongs to another customer`,
    );
  }
  if (!mine.items.some((i) => i.itemId === ids.itemId)) {
    throw new ApiHttpError(404, 'PLP400', `Saved item ${ids.itemId} not found`);
  }
  const list = await updateSavedList(db, consumerId, (items) =>
    items.filter((i) => i.itemId !== ids.itemId),
  );
  return savedPage(db, list, currency, 0, 10);
}
