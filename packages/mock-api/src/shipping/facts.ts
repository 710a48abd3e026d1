import { and, eq, inArray } from 'drizzle-orm';
import { countryOfSite } from '../basket/tax';
import type { Basket } from '../basket/types';
import { catalogSnapshot } from '../catalog/cache';
import {
  catalogInventory,
  catalogProducts,
  catalogVariants,
  collectionPoints,
  storeInventory,
  stores,
} from '../db/catalogSchema';
import type { Database } from '../db/client';
import type { ShippingFacts, StoreFacts } from './arrange';

/**
 * Loads the stock and stores {@link ShippingFacts} needs for a basket's items: online stock
 * (digital and reservable products count at least 1; from the catalogue cache outside a
 * transaction), the stores the basket names (its items', its shipments', its favourite store
 * and `storeIds`) with their stock of its items, and the collection points it names.
 * The destination country is the `me` shipment's address country, else the site's country.
 * @param storeIds further stores the caller will look up (a store the shopper is choosing)
 */
export async function loadShippingFacts(
  db: Database,
  basket: Basket,
  storeIds: readonly (string | undefined)[] = [],
): Promise<ShippingFacts> {
  const variantIds = [...new Set(basket.items.map((i) => i.productId))];
  const onlineStock = await loadOnlineStock(db, variantIds);
  const storeStock = new Map<string, Map<string, number>>();
  const named = [
    ...new Set([
      ...placeIds(basket),
      ...(basket.favoriteStoreId ? [basket.favoriteStoreId] : []),
      ...storeIds.flatMap((id) => id ?? []),
    ]),
  ];
  if (variantIds.length > 0 && named.length > 0) {
    const inStores = await db
      .select()
      .from(storeInventory)
      .where(
        and(inArray(storeInventory.variantId, variantIds), inArray(storeInventory.storeId, named)),
      );
    for (const row of inStores) {
      const map = storeStock.get(row.storeId) ?? new Map<string, number>();
      map.set(row.variantId, row.quantity);
      storeStock.set(row.storeId, map);
    }
  }
  const storeRows =
    named.length > 0 ? await db.select().from(stores).where(inArray(stores.id, named)) : [];
  const storeMap = new Map<string, StoreFacts>(
    storeRows.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        countryCode: s.countryCode,
        pickup: s.pickup,
        shipToStore: s.shipToStore,
      },
    ]),
  );
  const pointIds = placeIds(basket).filter((id) => !storeMap.has(id));
  const points =
    pointIds.length > 0
      ? await db
          .select({ id: collectionPoints.id, name: collectionPoints.name })
          .from(collectionPoints)
          .where(inArray(collectionPoints.id, pointIds))
      : [];
  const me = basket.shipments.find((s) => s.shipmentId === 'me');
  return {
    countryCode: me?.shippingAddress?.countryCode?.toUpperCase() ?? countryOfSite(basket.siteId),
    onlineStock,
    storeStock,
    stores: storeMap,
    collectionPoints: new Map(points.map((p) => [p.id, p.name])),
  };
}

/** Online stock of variants: digital and reservable products count at least 1. */
async function loadOnlineStock(
  db: Database,
  variantIds: readonly string[],
): Promise<Map<string, number>> {
  const onlineStock = new Map<string, number>();
  if (variantIds.length === 0) return onlineStock;
  const snapshot = await catalogSnapshot(db, (known) => [
    ...new Set(variantIds.flatMap((id) => known.variantById.get(id)?.productId ?? [])),
  ]);
  const rows = snapshot
    ? variantIds.flatMap((id) => {
        const variant = snapshot.variantById.get(id);
        const product = variant && snapshot.productById.get(variant.productId);
        if (!product) return [];
        return [
          {
            id,
            quantity: snapshot.inventory.get(id) ?? null,
            productType: product.productType,
            reservable: product.isRobisOnly,
          },
        ];
      })
    : await db
        .select({
          id: catalogVariants.id,
          quantity: catalogInventory.quantity,
          productType: catalogProducts.productType,
          reservable: catalogProducts.isRobisOnly,
        })
        .from(catalogVariants)
        .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
        .leftJoin(catalogInventory, eq(catalogInventory.variantId, catalogVariants.id))
        .where(inArray(catalogVariants.id, [...variantIds]));
  for (const row of rows) {
    const quantity = Math.max(0, row.quantity ?? 0);
    onlineStock.set(
      row.id,
      row.productType === 'digital' || row.reservable ? Math.max(1, quantity) : quantity,
    );
  }
  return onlineStock;
}

/** The store and collection point ids a basket's items and shipments name. */
function placeIds(basket: Basket): string[] {
  const ids = new Set<string>();
  for (const item of basket.items) {
    const id = item.shippingOptions.storeInfo?.id;
    if (id) ids.add(id);
  }
  for (const shipment of basket.shipments) if (shipment.storeId) ids.add(shipment.storeId);
  return [...ids];
}

/**
 * The facts of a basket, reusing `known` (loaded for an earlier copy of the same basket in
 * the same call, with no write in between) when it covers every variant of `basket` and the
 * same destination country; else loads them ({@link loadShippingFacts}). Saves the three
 * queries of a reload when a recalculation only re-priced the basket.
 */
export async function shippingFactsFor(
  db: Database,
  basket: Basket,
  known: ShippingFacts,
): Promise<ShippingFacts> {
  const me = basket.shipments.find((s) => s.shipmentId === 'me');
  const countryCode =
    me?.shippingAddress?.countryCode?.toUpperCase() ?? countryOfSite(basket.siteId);
  const covered =
    basket.items.every((i) => known.onlineStock.has(i.productId)) &&
    placeIds(basket).every((id) => known.stores.has(id) || known.collectionPoints?.has(id)) &&
    (!basket.favoriteStoreId || known.stores.has(basket.favoriteStoreId));
  return covered && countryCode === known.countryCode ? known : loadShippingFacts(db, basket);
}
