import type { BasketResponse } from '@storefront/api-contract';

/**
 * Cart notices (spec 1 §4 "Cart notifications"): items out of stock, partly out of stock or
 * not available are collected in one notice each; delivery-method changes (pickup to home,
 * store to home, home to pickup…) are shown as info or error messages. Pure.
 */

/** Inventory codes of each collected group (spec 1 §8 "Inventory"). */
export const stockNoticeCodes = {
  outOfStock: ['INV700'],
  partlyOutOfStock: ['INV701'],
  unavailable: ['INV702', 'INV405', 'PRC400'],
} as const;

/** An item named in a collected notice. */
export interface NoticeItem {
  itemId: string;
  name: string;
}

/** The collected stock notices; an empty group is not shown. */
export interface StockNotices {
  outOfStock: NoticeItem[];
  partlyOutOfStock: NoticeItem[];
  unavailable: NoticeItem[];
}

/** A delivery-method change message. */
export interface DeliveryNotice {
  tone: 'info' | 'error';
  code: string;
  message: string;
  itemId?: string;
}

type Group = keyof StockNotices;
const groupOf = (code: string): Group | undefined =>
  (Object.keys(stockNoticeCodes) as Group[]).find((group) =>
    (stockNoticeCodes[group] as readonly string[]).includes(code),
  );

/**
 * Collects the basket's stock notices from its `flash` and each item's
 * `customerNotifications`, each item once per group, in basket order.
 */
export function collectStockNotices(basket: Pick<BasketResponse, 'items' | 'flash'>): StockNotices {
  const notices: StockNotices = { outOfStock: [], partlyOutOfStock: [], unavailable: [] };
  const names = new Map(basket.items.map((item) => [item.id, item.name]));
  const add = (code: string, itemId: string | undefined) => {
    const group = groupOf(code);
    if (!group || !itemId) return;
    if (notices[group].some((n) => n.itemId === itemId)) return;
    notices[group].push({ itemId, name: names.get(itemId) ?? itemId });
  };
  for (const item of basket.items) {
    for (const note of item.customerNotifications) add(note.code, note.itemId ?? item.id);
  }
  for (const note of basket.flash) add(note.code, note.itemId);
  return notices;
}

/** Whether any stock notice is to be shown. */
export function hasStockNotices(notices: StockNotices): boolean {
  return (
    notices.outOfStock.length + notices.partlyOutOfStock.length + notices.unavailable.length > 0
  );
}

/** Whether every item is out of stock or unavailable (the order cannot be completed, spec 1 §8). */
export function allItemsBlocked(basket: Pick<BasketResponse, 'items' | 'flash'>): boolean {
  if (basket.items.length === 0) return false;
  const notices = collectStockNotices(basket);
  const blocked = new Set([...notices.outOfStock, ...notices.unavailable].map((n) => n.itemId));
  return basket.items.every((item) => blocked.has(item.id));
}

/**
 * The delivery-method change messages of the basket's `flash` (codes that are not inventory
 * or price codes, e.g. `pickupToHome`), with their tone (`warning` shows as info).
 */
export function deliveryNotices(basket: Pick<BasketResponse, 'flash'>): DeliveryNotice[] {
  return basket.flash
    .filter((note) => !groupOf(note.code) && /To[A-Z]/.test(note.code))
    .map((note) => ({
      tone: note.type === 'error' ? 'error' : 'info',
      code: note.code,
      message: note.message,
      ...(note.itemId ? { itemId: note.itemId } : {}),
    }));
}

/**
 * The merged-cart message condition (spec 1 §4): the item count rose after login.
 * @param before item count of the guest cart
 * @param after item count after the login's merge
 */
export function cartWasMerged(before: number, after: number): boolean {
  return after > before;
}

/** The merged-cart notice: shown once on the cart and mini cart after a login. */
export interface MergedCartNotice {
  tone: 'info';
  code: 'mergedCart';
  message: string;
}

/**
 * The merged-cart notice of a login (spec 1 §4 "A merged-cart notification is shown when the
 * item count rises after login"), or null when the count did not rise.
 * @param merged the token answer's `merged` (units of the account's cart before and after)
 * @param message the notice's words (`mergedCart` of the `account` catalogue)
 */
export function mergedCartNotice(
  merged: { unitsBefore: number; unitsAfter: number } | undefined,
  message: string,
): MergedCartNotice | null {
  if (!merged || !cartWasMerged(merged.unitsBefore, merged.unitsAfter)) return null;
  return {
    tone: 'info',
    code: 'mergedCart',
    message,
  };
}

/**
 * Cart discount percentage from item total and discount (spec 1 §9), 1 decimal; 0 for an
 * empty cart. The basket's `totalDiscountPercentage` is used when given.
 */
export function discountPercentage(totals: {
  itemTotal: number;
  totalDiscount: number;
  totalDiscountPercentage?: number;
}): number {
  if (totals.totalDiscountPercentage !== undefined) return totals.totalDiscountPercentage;
  if (totals.itemTotal <= 0) return 0;
  return Math.round((totals.totalDiscount / totals.itemTotal) * 1000) / 10;
}
