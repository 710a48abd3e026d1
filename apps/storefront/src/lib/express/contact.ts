import type {
  ApplicableShippingMethods,
  BasketResponse,
  CheckoutAddress,
} from '@storefront/api-contract';
import {
  contactFieldOf,
  type ExpressErrorKind,
  type ExpressSheetState,
  type WalletContact,
} from '@storefront/commerce';

/**
 * The pure parts of the express Server Actions (spec 3 §3 "Cart totals and shipping methods
 * (express)", §8 "Cart and wallet"): the sheet state of a basket, the error kind of an API
 * code. Wallet contacts (the address of a contact, the rules of spec 3 §5) are
 * `@storefront/commerce`'s. Amounts in major units of the basket currency.
 */

/**
 * The express error kind of an API code (spec 3 §8 "Cart and wallet"): `PAY401` the country;
 * `CHK320` whose server message is about the city's length → `cityLength`; `SHP404`,
 * `SHP500`, `CHK380` the address or method cannot be served → `shipping`; `CHK320`,
 * `SHP410` (shipping) and `PAY400`, `BIL400`, `BILL410` (billing) → `contact`; anything else
 * `unknown`.
 */
export function kindOfCode(
  code: string,
  serverMessage = '',
): { kind: ExpressErrorKind; contact?: 'shipping' | 'billing'; field?: keyof WalletContact } {
  const field = contactFieldOf(/^(\w+) /.exec(serverMessage)?.[1]);
  const withField = field ? { field } : {};
  if (code === 'PAY401') return { kind: 'country' };
  if (code === 'CHK320' && /^city must have at most/.test(serverMessage))
    return { kind: 'cityLength' };
  if (['SHP404', 'SHP500', 'CHK380'].includes(code)) return { kind: 'shipping' };
  if (code === 'CHK320') return { kind: 'contact', contact: 'shipping', ...withField };
  if (code === 'SHP410') return { kind: 'contact', contact: 'shipping', field: 'phoneNumber' };
  if (['PAY400', 'BIL400', 'BILL410'].includes(code))
    return {
      kind: 'contact',
      contact: 'billing',
      ...(code === 'PAY400' ? { field: 'countryCode' as const } : withField),
    };
  return { kind: 'unknown' };
}

/**
 * The sheet state of a basket (spec 3 §3 "Cart totals and shipping methods (express)"):
 * totals and the `me` shipment's methods (price, delivery time as detail), the selected one.
 */
export function sheetStateOf(
  basket: BasketResponse,
  methods: ApplicableShippingMethods,
  labelOf: (code: string) => string = (code) => code,
): ExpressSheetState {
  const { totals } = basket;
  const me = basket.shipments.find((s) => s.shipmentId === 'me');
  const selected = methods.selected ?? me?.shippingMethod?.code;
  return {
    totals: {
      currency: basket.currency,
      itemTotal: totals.itemTotal,
      shipping: totals.shipping,
      tax: totals.tax,
      totalDiscount: totals.totalDiscount,
      total: totals.total,
    },
    shippingMethods: methods.applicableShippingMethods.map((m) => ({
      code: m.code,
      label: m.label ?? labelOf(m.code),
      ...(m.deliveryTime ? { detail: m.deliveryTime } : {}),
      amount: m.price,
    })),
    ...(selected ? { selectedMethod: selected } : {}),
  };
}

/** The `me` shipment's address and method of a basket (to restore the cart on cancel). */
export function homeDeliveryOf(basket: BasketResponse): {
  address?: CheckoutAddress;
  method?: string;
} {
  const me = basket.shipments.find((s) => s.shipmentId === 'me');
  const { shippingId: _id, context: _context, ...address } = me?.shippingAddress ?? {};
  return {
    ...(me?.shippingAddress ? { address } : {}),
    ...(me?.shippingMethod?.code ? { method: me.shippingMethod.code } : {}),
  };
}

/**
 * Runs a call, and once more after `delayMs` when it fails (spec 3 §9: the payment session
 * is retried after 3 s).
 * @throws the second attempt's error
 */
export async function retryOnce<T>(
  call: () => Promise<T>,
  delayMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  try {
    return await call();
  } catch {
    await sleep(delayMs);
    return call();
  }
}
