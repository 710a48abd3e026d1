import { emailPattern, type Order, type PurchaseHistory } from '@storefront/api-contract';
import { pageWindow } from '../paging';

/**
 * Pure rules of the account's orders (spec 2 §7 purchase calls; spec 1 §3 "Order", §9
 * pagination with `../paging`): the purchase history's page window, what a shopper may do
 * with an order, and the order status lookup's input rules.
 */

/** Orders per history page (spec 1 §9: page sizes come from configuration). */
export const ordersPerPage = 10;

/** An order number: `ALP` and 8 digits in the mock API (three letters, 1-12 digits accepted). */
export const orderNumberPattern = /^[A-Z]{3}\d{1,12}$/;

/**
 * Where a history page stands: its 1-based page, the page count (total ÷ per page rounded up,
 * at least 1: spec 1 §9) and the 1-based range of orders it shows (`from` 0 when empty).
 */
export function historyWindow(history: Pick<PurchaseHistory, 'total' | 'start' | 'count'>) {
  const { page, pageCount } = pageWindow(history, ordersPerPage);
  const from = history.count === 0 ? 0 : history.start + 1;
  return { page, pageCount, from, to: history.start + history.count, total: history.total };
}

/** Whether the shopper may cancel the order: only a placed (`created`) order (else ORD409). */
export function canCancelOrder(order: Pick<Order, 'st'>): boolean {
  return order.st === 'created';
}

/**
 * Whether the shopper may ask for a return label: a placed or shipped order with at least one
 * physical item that is not a bonus (digital items cannot be returned: RTN500).
 */
export function canRequestReturn(order: Pick<Order, 'st' | 'items'>): boolean {
  if (order.st !== 'created' && order.st !== 'shipped') return false;
  return order.items.some((item) => !item.isDigitalProduct && !item.bonus);
}

/**
 * Whether the shopper may have an order's e-gift card e-mail sent again (spec 2 §7 POST
 * /consumer/resendGiftCardEmail): a placed or shipped order holding an e-gift card (a digital
 * item); else the API answers ORD404 (no e-gift card) or ORD409 (not placed, or cancelled).
 */
export function canResendGiftCardEmail(order: Pick<Order, 'st' | 'items'>): boolean {
  if (order.st !== 'created' && order.st !== 'shipped') return false;
  return order.items.some((item) => item.isDigitalProduct);
}

/** The order number as typed, trimmed and upper case (`alp00001042 ` → `ALP00001042`). */
export function normaliseOrderNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * A file from base64 content (the invoice answer), as a `Blob` of its content type.
 * @param content base64 (standard alphabet)
 * @param contentType e.g. `application/pdf`
 */
export function fileFromBase64(content: string, contentType: string): Blob {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/** A field of the order status lookup. */
export type OrderLookupField = 'orderNumber' | 'email';

/** The rule a lookup field breaks: a key of the `orders` namespace's `lookup` group. */
export type OrderLookupRule = 'required' | 'invalidOrderNumber' | 'invalidEmail';

/**
 * The guest order status lookup's input (spec 2 §7 TrackOrder: order number and e-mail; spec
 * 1 §5 e-mail rule): both required, the order number normalised and in the order number shape,
 * the e-mail an address with a domain of at least two labels.
 * @returns the normalised pair, or the broken rule of each field
 */
export function checkOrderLookup(
  orderNumber: string,
  email: string,
):
  | { ok: true; orderNumber: string; email: string }
  | { ok: false; errors: Partial<Record<OrderLookupField, OrderLookupRule>> } {
  const number = normaliseOrderNumber(orderNumber);
  const address = email.trim();
  const errors: Partial<Record<OrderLookupField, OrderLookupRule>> = {};
  if (!number) errors.orderNumber = 'required';
  else if (!orderNumberPattern.test(number)) errors.orderNumber = 'invalidOrderNumber';
  if (!address) errors.email = 'required';
  else if (!emailPattern.test(address)) errors.email = 'invalidEmail';
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, orderNumber: number, email: address };
}
