import type {
  Address,
  ApplicableShippingMethods,
  CheckoutAddress,
  SavedPaymentInstrument,
} from '@storefront/api-contract';
import { type CheckoutAccount, cardExpired, checkoutAddressOf } from './savedAccount';

/**
 * The member one-step checkout (spec 1 §4 "Checkout step": express checkout applies the
 * default card and address, prepares the order and goes to summary; if it cannot, it goes to
 * shipping). Pure: which saved address and card it uses, which shipping method, and where the
 * shopper lands. The host runs the calls (spec 1 §7) in a Server Action.
 */

/** What the one-step checkout applies: the main shipping address and the default card. */
export interface MemberExpressChoice {
  /** The main saved shipping address (`approachType` S, `main`). */
  address: Address;
  /** The default saved credit card, not expired. */
  card: SavedPaymentInstrument;
}

/**
 * The saved address and card of the one-step checkout, or `null` when the shopper cannot use
 * it: a guest (no account), no main shipping address, or no default credit card that is still
 * valid in the month of `now` (an expired default card is not replaced by another: the shopper
 * chooses at billing, spec 2 §3).
 */
export function memberExpressChoice(
  account: CheckoutAccount | undefined,
  now: Date = new Date(),
): MemberExpressChoice | null {
  if (!account) return null;
  const address = account.addresses.find((a) => a.approachType === 'S' && a.main);
  const card = account.cards.find(
    (c) => c.isDefault && c.paymentMethodId === 'CREDIT_CARD' && !cardExpired(c, now),
  );
  return address && card ? { address, card } : null;
}

/** What the cart shows of the choice (no ids, nothing secret): where it ships, what pays. */
export interface MemberExpressSummary {
  /** `addressLine1, city` of the main shipping address. */
  address: string;
  /** The card's brand as saved (`VISA`, `MASTERCARD`). */
  cardType: string;
  lastFour: string;
}

/** The {@link MemberExpressSummary} of a choice. */
export function memberExpressSummaryOf(choice: MemberExpressChoice): MemberExpressSummary {
  return {
    address: [choice.address.addressLine1, choice.address.city].filter(Boolean).join(', '),
    cardType: choice.card.card.cardType,
    lastFour: choice.card.card.lastFour,
  };
}

/** The basket address of the choice (shipping; billing is the same), with the account e-mail. */
export function memberExpressAddress(choice: MemberExpressChoice, email: string): CheckoutAddress {
  return checkoutAddressOf(choice.address, email);
}

/**
 * The shipping method the one-step checkout applies to a home shipment: the one the API
 * already selected, else `standard` (spec 1 §3: the default ship-to-home method), else the
 * first applicable one; `undefined` when the shipment has none (the address is unserviceable).
 */
export function memberExpressMethod(methods: ApplicableShippingMethods): string | undefined {
  const codes = methods.applicableShippingMethods.map((m) => m.code);
  if (methods.selected && codes.includes(methods.selected)) return methods.selected;
  return codes.includes('standard') ? 'standard' : codes[0];
}

/** The query parameter that carries the reason of a failed one-step checkout to shipping. */
export const memberExpressReasonParam = 'expressFailed';

/** A catalogue code as it may appear in the URL (`PYT404`, `CHK320`, `GEN500`). */
const codePattern = /^[A-Z]{2,4}\d{3,4}$/;

/**
 * Where the shopper lands (spec 1 §4): the summary after success; the shipping step after a
 * failure, with the failure's catalogue code in {@link memberExpressReasonParam} (only a
 * well-formed code; anything else is sent as `GEN500`).
 * @param localePath the locale segment, e.g. `en-us`
 */
export function memberExpressHref(
  localePath: string,
  outcome: { ok: true } | { ok: false; code: string },
): string {
  const base = `/${localePath}/checkout`;
  if (outcome.ok) return `${base}?step=summary`;
  const code = codePattern.test(outcome.code) ? outcome.code : 'GEN500';
  return `${base}?step=shipping&${memberExpressReasonParam}=${code}`;
}

/** The failure code in a checkout URL's query value, when it is a well-formed code. */
export function memberExpressReason(value: string | string[] | undefined | null): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one && codePattern.test(one) ? one : null;
}
