import type { Shopper } from '../auth/shopper';
import { withCatalogReads } from '../catalog/cache';
import { storeStock, storeStocks } from '../catalog/stores';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { loadCatalogEntries, resolveVariantId } from './catalog';
import type { CatalogEntry } from './context';
import { type ItemUpdate, removeFromBasket, updateBasketItem } from './itemChanges';
import { type AddItemInput, addToBasket, requireItem } from './items';
import { mutateBasket, refreshBasket } from './pipeline';
import { getOrCreateOpenBasket, loadBasket } from './repository';
import { removeSavedVariant } from './savedForLater';
import type { Basket } from './types';

// The basket calls of spec 1 §7 "Cart" as services: each loads what it needs, changes the
// basket through mutateBasket (the one way a basket changes) and returns it. Each reads the
// catalogue as of its start (withCatalogReads: one change-stamp query per call).

/** What a shopper asks for: a product (variant) id or a UPC. */
export interface ProductRef {
  productId?: string;
  upc?: string;
}

/**
 * The catalogue entry of what a shopper asked for.
 * @throws ApiHttpError 404 `INV702` when no variant matches
 */
export async function requireEntry(
  db: Database,
  currency: string,
  ref: ProductRef,
): Promise<CatalogEntry> {
  const variantId = await resolveVariantId(db, ref);
  const entry = variantId
    ? (await loadCatalogEntries(db, currency, [variantId])).get(variantId)
    : undefined;
  if (!entry) {
    throw new ApiHttpError(404, 'INV702', `Item not available: ${ref.upc ?? ref.productId ?? ''}`);
  }
  return entry;
}

/**
 * Refreshes each physical item's `shippingOptions.storeInfo`: items picked up in (or shipped
 * to) a store keep their store, the others get the favourite store when given; the stock is
 * read anew (a pickup item short of it then switches to home delivery at recalculation).
 */
async function refreshStoreInfo(db: Database, basket: Basket, favStoreId: string | undefined) {
  const targets = new Map<string, string>();
  for (const item of basket.items) {
    if (item.isDigitalProduct || item.bonus) continue;
    const chosen = item.shippingOptions.selected;
    const own = item.shippingOptions.storeInfo?.id;
    const store = (chosen === 'pickup' || chosen === 'sts') && own ? own : (favStoreId ?? own);
    if (store) targets.set(item.id, store);
  }
  const variantIds = basket.items.map((i) => i.productId);
  const stocks = new Map<string, Map<string, number>>();
  for (const store of new Set(targets.values())) {
    stocks.set(store, await storeStocks(db, store, variantIds));
  }
  for (const item of basket.items) {
    const store = targets.get(item.id);
    if (!store) continue;
    item.shippingOptions.storeInfo = {
      id: store,
      storeInventory: stocks.get(store)?.get(item.productId) ?? 0,
    };
  }
}

/** How a basket is read (spec 1 §7 "Cart" get basket). */
export interface ReadBasketQuery {
  /** The shopper's favourite store: items not delivered otherwise get it (saved). */
  favStoreId?: string;
  /** `'true'`: refresh the store stocks, recalculate and save. */
  isPatchRequired?: string;
  /** `'true'`: recalculate (stock notices in `flash`) without saving. */
  inventorySupplyCheck?: string;
}

/**
 * A shopper's basket (spec 1 §7 "Cart" get basket), patched and saved with `favStoreId` or
 * `isPatchRequired`, recalculated unsaved with `inventorySupplyCheck`.
 * @throws BSK404 / AUT498 from `loadBasket`
 */
export async function readBasket(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  query: ReadBasketQuery,
): Promise<Basket> {
  if (query.isPatchRequired === 'true' || query.favStoreId) {
    const favStoreId = query.favStoreId;
    return mutateBasket(
      db,
      basketId,
      shopper,
      async (b) => {
        if (favStoreId) b.favoriteStoreId = favStoreId;
        await refreshStoreInfo(db, b, favStoreId);
      },
      { now },
    );
  }
  const basket = await loadBasket(db, basketId, shopper);
  if (query.inventorySupplyCheck === 'true') return refreshBasket(db, basket, now);
  return basket;
}

/**
 * Adds an item to a basket with every rule of `items.ts` (store stock when `storeId` is
 * given); an item that came from the saved-for-later list (`saveForLater`) leaves it.
 * @throws ApiHttpError 404 `INV702` unknown variant, 404 `API404` unknown store, and the
 * add-to-cart codes of `items.ts`
 */
export async function addItem(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  ref: ProductRef & { saveForLater?: boolean },
  input: AddItemInput,
): Promise<Basket> {
  return withCatalogReads(async () => {
    let variantId: string | undefined;
    // The variant and store are resolved on the basket as loaded in its turn (one load per
    // add, also when adds to the basket queue up): BSK404 / AUT498 still come first.
    const basket = await mutateBasket(
      db,
      basketId,
      shopper,
      async (b) => {
        const entry = await requireEntry(db, b.currency, ref);
        const store = input.storeId
          ? await storeStock(db, input.storeId, entry.variantId)
          : undefined;
        // An express basket buys one unit (spec 3 §9 "Maximum quantity is 1 for … express add").
        const limited = b.express ? { ...input, maxQty: Math.min(input.maxQty, 1) } : input;
        addToBasket(b, entry, limited, store);
        variantId = entry.variantId;
      },
      { now },
    );
    if (ref.saveForLater && variantId) await removeSavedVariant(db, shopper.consumerId, variantId);
    return basket;
  });
}

/**
 * Adds an item to the shopper's open basket, created first when there is none (spec 1 §7
 * "Cart" cartWithItem, reserveWithItem).
 * @returns the basket and whether it was created (201)
 */
export async function addItemToOpenBasket(
  db: Database,
  now: Date,
  shopper: Shopper,
  site: { siteId: string; currency: string },
  ref: ProductRef & { saveForLater?: boolean },
  input: AddItemInput,
): Promise<{ basket: Basket; created: boolean }> {
  const { basket, created } = await getOrCreateOpenBasket(db, shopper.consumerId, site);
  return { basket: await addItem(db, now, shopper, basket.basketId, ref, input), created };
}

/** Removes an item (spec 1 §7 "Cart" remove item; see {@link removeFromBasket}). */
export function removeItem(
  db: Database,
  now: Date,
  shopper: Shopper,
  change: { cartId: string; itemId: string; upc?: string },
): Promise<Basket> {
  return withCatalogReads(() =>
    mutateBasket(
      db,
      change.cartId,
      shopper,
      (b) => void removeFromBasket(b, change.itemId, change.upc),
      { now },
    ),
  );
}

/**
 * Changes an item (spec 1 §7 "Cart" update item; see {@link updateBasketItem}): the variant
 * asked for, else the item's own.
 * @throws ApiHttpError 404 `ORD404` unknown item, `INV702` unknown variant, `API404` unknown
 * store, and the codes of {@link updateBasketItem}
 */
export async function updateItem(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  change: ItemUpdate,
): Promise<Basket> {
  return withCatalogReads(async () => {
    const current = await loadBasket(db, basketId, shopper);
    const existing = requireItem(current, change.itemId);
    const entry = await requireEntry(
      db,
      current.currency,
      change.productId || change.upc ? change : { productId: existing.productId },
    );
    const store = change.storeId
      ? await storeStock(db, change.storeId, entry.variantId)
      : undefined;
    return mutateBasket(
      db,
      basketId,
      shopper,
      (b) => void updateBasketItem(b, change, entry, store),
      { now, loaded: current },
    );
  });
}
