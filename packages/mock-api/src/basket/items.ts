import { randomUUID } from 'node:crypto';
import { ApiHttpError } from '../errors';
import type { CatalogEntry } from './context';
import { roundMoney } from './money';
import type { Basket, BasketItem, GiftOption, ItemShippingOptions } from './types';

/**
 * Add-to-cart and update rules (spec 1 §3 "Cart item", §5, §8; spec 3 §4):
 *
 * | rule | code (status) |
 * |---|---|
 * | unknown variant | INV702 (404) item not available |
 * | the free-gift product added by hand | GWP403 (403) |
 * | no price in the basket currency | INV405 (400) |
 * | a price of 0 or below (not a custom amount) | INV406 (400) |
 * | custom amount missing, out of bounds, not a gift card | PRC400 (400) |
 * | gift option on a physical product | GFO404 (400) |
 * | gift option without a valid e-mail, or a message over 250 characters | GFO405 (400) |
 * | quantity over maxQty (default 999999, per-product maximum) | INV407 (400), naming the maximum |
 * | out of stock online (or in the chosen store) | INV700 (409) |
 * | quantity over the stock left | INV701 (409), naming the units left |
 */

/** What a shopper asks to add. */
export interface AddItemInput {
  qty: number;
  maxQty: number;
  storeId?: string;
  recipeId?: string;
  giftOption?: GiftOption;
  customAmount?: number;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@.]+(\.[^\s@.]+)*$/;

/** Checks that the entry can be sold and priced: GWP403, INV405, INV406 (price 0 or below), PRC400, GFO404/GFO405. */
export function checkSellable(
  entry: CatalogEntry,
  input: Pick<AddItemInput, 'giftOption' | 'customAmount'>,
) {
  if (entry.isFreeGift) {
    throw new ApiHttpError(
      403,
      'GWP403',
      `${entry.name} is a free gift and cannot be added to the cart`,
    );
  }
  if (entry.current === null || entry.original === null) {
    throw new ApiHttpError(400, 'INV405', `${entry.name} has no price in this currency`);
  }
  if (!entry.acceptsCustomAmount && entry.current <= 0) {
    throw new ApiHttpError(400, 'INV406', `${entry.name} has an invalid price`);
  }
  if (entry.acceptsCustomAmount) {
    const bounds = entry.customAmount ?? { min: 1, max: 500 };
    const amount = input.customAmount;
    if (
      amount === undefined ||
      amount < bounds.min ||
      amount > bounds.max ||
      roundMoney(amount) !== amount
    ) {
      throw new ApiHttpError(
        400,
        'PRC400',
        `Invalid price: a custom amount from ${bounds.min} to ${bounds.max} with at most 2 decimals is required`,
      );
    }
  } else if (input.customAmount !== undefined) {
    throw new ApiHttpError(400, 'PRC400', `Invalid price: ${entry.name} has no custom amount`);
  }
  if (input.giftOption) {
    if (!entry.isDigital) {
      throw new ApiHttpError(400, 'GFO404', `Gift option not available for ${entry.name}`);
    }
    const { email, message } = input.giftOption;
    if (!email || !emailPattern.test(email) || (message?.length ?? 0) > 250) {
      throw new ApiHttpError(
        400,
        'GFO405',
        'Gift option not available: a valid recipient e-mail and a message of at most 250 characters are required',
      );
    }
  }
}

/**
 * Checks a wanted quantity against the maximum and the stock: INV407 naming the maximum
 * (`maxQuantity` in the error detail),
 * INV700 out of stock, INV701 naming the units left. Digital products have no stock limit.
 * @param stock units available (online, or in the chosen store)
 */
export function checkQuantity(
  entry: CatalogEntry,
  qty: number,
  maxQty: number,
  stock = entry.stock,
) {
  const max = Math.min(maxQty, entry.maxQty);
  if (qty > max) {
    throw new ApiHttpError(
      400,
      'INV407',
      `Maximum quantity reached: at most ${max} of ${entry.name} per order`,
      { maxQuantity: max },
    );
  }
  if (entry.isDigital) return;
  if (stock <= 0) throw new ApiHttpError(409, 'INV700', `${entry.name} is out of stock`);
  if (qty > stock) {
    throw new ApiHttpError(409, 'INV701', `Only ${stock} of ${entry.name} left in stock`);
  }
}

/** Shipping options of a new item: digital for digital products, customs, else standard (or pickup in a store). */
export function defaultShippingOptions(
  entry: CatalogEntry,
  store?: { id: string; storeInventory: number },
): ItemShippingOptions {
  if (entry.isDigital) return { selected: 'digital', available: ['digital'] };
  if (entry.isCustoms) return { selected: 'customs', available: ['customs'] };
  const available = ['standard', 'pickup', 'sts'];
  return store
    ? { selected: 'pickup', available, storeInfo: store }
    : { selected: 'standard', available };
}

const sameGift = (a?: GiftOption, b?: GiftOption) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** The basket item the same add would merge into (same variant, amount, gift option and store). */
export function findMergeTarget(
  basket: Basket,
  entry: CatalogEntry,
  input: AddItemInput,
): BasketItem | undefined {
  return basket.items.find(
    (i) =>
      !i.bonus &&
      i.productId === entry.variantId &&
      i.customAmount === input.customAmount &&
      sameGift(i.giftOption, input.giftOption) &&
      i.shippingOptions.storeInfo?.id === input.storeId,
  );
}

/**
 * Adds a variant to the basket with every rule of this module: the same variant added twice
 * merges quantities (checked against max and stock together).
 * @param store the chosen store and its stock of the variant, when `storeId` was given
 * @returns the added or merged item
 */
export function addToBasket(
  basket: Basket,
  entry: CatalogEntry,
  input: AddItemInput,
  store?: { id: string; storeInventory: number },
): BasketItem {
  checkSellable(entry, input);
  const target = findMergeTarget(basket, entry, input);
  const maxQty = Math.min(input.maxQty, target?.maxQty ?? input.maxQty);
  const qty = (target?.qty ?? 0) + input.qty;
  checkQuantity(entry, qty, maxQty, store ? store.storeInventory : entry.stock);
  if (target) {
    target.qty = qty;
    target.maxQty = Math.min(maxQty, entry.maxQty);
    return target;
  }
  const price = input.customAmount ?? entry.current ?? 0;
  const item: BasketItem = {
    id: randomUUID(),
    productId: entry.variantId,
    masterId: entry.productId,
    name: entry.name,
    upc: entry.upc,
    qty,
    maxQty: Math.min(maxQty, entry.maxQty),
    attributes: entry.attributes,
    ...(entry.image ? { image: entry.image } : {}),
    price: {
      current: price,
      original: input.customAmount ?? entry.original ?? price,
      rowTotal: roundMoney(price * qty),
      priceAfterItemDiscount: 0,
      priceAfterOrderDiscount: 0,
    },
    taxTotal: 0,
    shippingOptions: defaultShippingOptions(entry, store),
    shipmentId: basket.shipments[0]?.shipmentId ?? 'me',
    ...(input.giftOption ? { giftOption: input.giftOption } : {}),
    ...(input.customAmount !== undefined ? { customAmount: input.customAmount } : {}),
    ...(input.recipeId ? { recipeId: input.recipeId } : {}),
    ...(entry.isCustoms && input.recipeId ? { precreatedCustomsCode: input.recipeId } : {}),
    isCustoms: entry.isCustoms,
    bonus: false,
    customerNotifications: [],
    productPromotions: [],
    shippingPromotions: [],
    slug: entry.slug,
    pdpUrl: `/p/${entry.slug}-${entry.productId}`,
    isDigitalProduct: entry.isDigital,
    cost: 0,
  };
  basket.items.push(item);
  return item;
}

/**
 * The item of a basket, for change or removal.
 * @throws ApiHttpError 404 `ORD404` when the basket has no such item (bonus items cannot be
 * changed by hand: 403 `GWP403`)
 */
export function requireItem(basket: Basket, itemId: string): BasketItem {
  const item = basket.items.find((i) => i.id === itemId);
  if (!item)
    throw new ApiHttpError(404, 'ORD404', `Item ${itemId} not found in basket ${basket.basketId}`);
  if (item.bonus)
    throw new ApiHttpError(403, 'GWP403', `${item.name} is a free gift and cannot be changed`);
  return item;
}
