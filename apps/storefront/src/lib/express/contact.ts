import {
  type ApplicableShippingMethods,
  type BasketResponse,
  type CheckoutAddress,
  paypalAddressGaps,
  type WalletAddress,
  type WalletAddressProblem,
  walletAddressProblem,
} from '@storefront/api-contract';
import type {
  ExpressErrorKind,
  ExpressFailure,
  ExpressSheetState,
  WalletContact,
} from '@storefront/commerce';

/**
 * The pure parts of the express Server Actions (spec 3 §3 "Address (express and PayPal)",
 * "Cart totals and shipping methods (express)", §5 "Wallet contacts", "PayPal address", §8
 * "Cart and wallet"): wallet contact ↔ cart address, the sheet state of a basket, the error
 * kind of an API code. Amounts in major units of the basket currency.
 */

/** The address fields of a wallet contact (Apple Pay `ApplePayPaymentContact` → spec 3 §3). */
export function addressOfWalletContact(contact: WalletContact): WalletAddress {
  const lines = (contact.addressLines ?? []).map((line) => line.trim()).filter(Boolean);
  const entries: [keyof WalletAddress, string | undefined][] = [
    ['firstName', contact.givenName],
    ['lastName', contact.familyName],
    ['email', contact.emailAddress],
    ['phone', contact.phoneNumber],
    ['addressLine1', lines[0]],
    ['addressLine2', lines[1]],
    ['addressLine3', lines[2]],
    ['city', contact.locality],
    ['postalCode', contact.postalCode],
    ['countryCode', contact.countryCode?.toUpperCase()],
    ['province', contact.administrativeArea],
    ['stateCode', contact.administrativeArea],
  ];
  const address: WalletAddress = {};
  for (const [key, value] of entries) if (value?.trim()) address[key] = value.trim();
  return address;
}

/** The wallet contact field of a cart address field (for the sheet's field error). */
const contactFields: Record<string, keyof WalletContact> = {
  firstName: 'givenName',
  lastName: 'familyName',
  email: 'emailAddress',
  phone: 'phoneNumber',
  addressLine1: 'addressLines',
  addressLine2: 'addressLines',
  addressLine3: 'addressLines',
  city: 'locality',
  postalCode: 'postalCode',
  country: 'countryCode',
  countryCode: 'countryCode',
  province: 'administrativeArea',
  stateCode: 'administrativeArea',
};

/** The wallet contact field of an address field, if it has one. */
export const contactFieldOf = (field: string | undefined): keyof WalletContact | undefined =>
  field ? contactFields[field] : undefined;

/**
 * The express error kind of a wallet rule problem (spec 3 §8): the shipping country →
 * `country`, a long city → `cityLength`, anything else → `contact` (a field error).
 */
export function kindOfProblem(
  problem: WalletAddressProblem,
  role: 'shipping' | 'billing',
): ExpressErrorKind {
  if (problem.reason === 'cityLength') return 'cityLength';
  if (problem.reason === 'country' && role === 'shipping') return 'country';
  return 'contact';
}

/**
 * The failure of a contact the server refuses before any call (spec 3 §5, checked on the
 * server too): its kind, code, message and, for `contact`, which contact and field.
 */
export function contactFailure(
  problem: WalletAddressProblem,
  role: 'shipping' | 'billing',
  message: string,
): ExpressFailure {
  const kind = kindOfProblem(problem, role);
  const field = contactFieldOf(problem.field);
  return {
    ok: false,
    kind,
    code: problem.code,
    message,
    ...(kind === 'contact' ? { contact: role, ...(field ? { field } : {}) } : {}),
  };
}

/** The first broken wallet rule of a contact (spec 3 §5), or undefined. */
export function walletContactProblem(
  contact: WalletContact,
  role: 'shipping' | 'billing',
  rules: { storeCountry: string; billingCountries: readonly string[]; redacted?: boolean },
): WalletAddressProblem | undefined {
  return walletAddressProblem(addressOfWalletContact(contact), { role, ...rules });
}

/** The empty fields of a PayPal address (spec 3 §5 "PayPal address"): any → incomplete. */
export const paypalGaps = (contact: WalletContact) =>
  paypalAddressGaps(addressOfWalletContact(contact));

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
