import type { updateItemRequestSchema } from '@storefront/api-contract';
import type * as z from 'zod';
import { ApiHttpError } from '../errors';
import type { CatalogEntry } from './context';
import { checkQuantity, checkSellable, defaultShippingOptions, requireItem } from './items';
import type { Basket, BasketItem } from './types';

/** A change of one item (spec 1 §7 "Cart" update item), as parsed from its request. */
export type ItemUpdate = z.output<typeof updateItemRequestSchema>;

/**
 * Removes an item and its price adjustments from a basket (spec 1 §7 "Cart" remove item).
 * @param upc when given, the item's UPC must be this one
 * @throws ApiHttpError 404 `ORD404` for an unknown item or another UPC; 403 `GWP403` for a
 * bonus item (see {@link requireItem})
 */
export function removeFromBasket(basket: Basket, itemId: string, upc?: string): BasketItem {
  const item = requireItem(basket, itemId);
  if (upc && upc !== item.upc) {
    throw new ApiHttpError(404, 'ORD404', `Item ${itemId} has no UPC ${upc}`);
  }
  basket.items = basket.items.filter((i) => i.id !== item.id);
  basket.priceAdjustments = basket.priceAdjustments.filter((a) => a.itemId !== item.id);
  return item;
}

/**
 * Changes one item (spec 1 §3 "Cart item", §7 update item): another variant (`entry` differs
 * from the item's: the item takes its name, UPC, image and default delivery), a gift option,
 * a store (pickup there) or a delivery method among the item's available ones (`standard`
 * drops the store), then the quantity (default: unchanged), checked against the item's
 * maximum and the stock of the store picked up in, else the online stock.
 * @param entry the catalogue entry of the variant the item ends up with
 * @param store the chosen store and its stock of that variant, when `storeId` was given
 * @throws ApiHttpError as {@link requireItem}, {@link checkSellable}, {@link checkQuantity};
 * 400 `SHP404` for a delivery method the item does not offer
 */
export function updateBasketItem(
  basket: Basket,
  change: ItemUpdate,
  entry: CatalogEntry,
  store?: { id: string; storeInventory: number },
): BasketItem {
  const item = requireItem(basket, change.itemId);
  const qty = change.qty ?? item.qty;
  if (entry.variantId !== item.productId) {
    checkSellable(entry, { customAmount: item.customAmount, giftOption: item.giftOption });
    Object.assign(item, {
      productId: entry.variantId,
      masterId: entry.productId,
      name: entry.name,
      upc: entry.upc,
      attributes: entry.attributes,
      image: entry.image,
      slug: entry.slug,
      pdpUrl: `/p/${entry.slug}-${entry.productId}`,
      shippingOptions: defaultShippingOptions(entry),
    });
  }
  if (change.giftOption) {
    checkSellable(entry, { customAmount: item.customAmount, giftOption: change.giftOption });
    item.giftOption = change.giftOption;
  }
  if (store) item.shippingOptions = defaultShippingOptions(entry, store);
  else if (change.shippingMethod) {
    if (!item.shippingOptions.available.includes(change.shippingMethod)) {
      throw new ApiHttpError(
        400,
        'SHP404',
        `Shipping method ${change.shippingMethod} is not available for this item`,
      );
    }
    item.shippingOptions.selected = change.shippingMethod;
    if (change.shippingMethod === 'standard') delete item.shippingOptions.storeInfo;
  }
  const stock =
    item.shippingOptions.selected === 'pickup'
      ? item.shippingOptions.storeInfo?.storeInventory
      : undefined;
  checkQuantity(entry, qty, item.maxQty, stock ?? entry.stock);
  item.qty = qty;
  return item;
}
