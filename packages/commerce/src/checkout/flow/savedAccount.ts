import type {
  Address,
  AddressRequest,
  CheckoutAddress,
  SavedPaymentInstrument,
} from '@storefront/api-contract';
import {
  cardDigits,
  cardExpiry,
  cardType,
  type SavePaymentInstrumentRequest,
} from '@storefront/api-contract';
import { withSavedAddress } from '../../account/addresses/addressRules';
import type { CardValues } from '../components/CheckoutPayment/CardFields.client';
import { parseExpiry } from './card';

/**
 * What the checkout offers a signed-in shopper from the account (spec 2 §3 "Address" and
 * "Payment card response"; the checkout half of the account area): the saved addresses to
 * choose from, a new address to save, the saved cards to pay with. Pure.
 */

/** The signed-in shopper's saved data the checkout offers (absent for a guest). */
export interface CheckoutAccount {
  /** The account's e-mail: a saved address has none, the basket's address needs one. */
  email: string;
  /** `consumerDetails.address` (S shipping and B billing). */
  addresses: readonly Address[];
  /** The saved credit cards (GET /consumer/payment_instruments?paymentMethodId=CREDIT_CARD). */
  cards: readonly SavedPaymentInstrument[];
}

/** The choice of a saved address or card: its id, or {@link newChoice} for one typed in. */
export type SavedChoice = string;
/** The "a new one" choice. */
export const newChoice = 'new';

/** The saved addresses of a type, the main one first (spec 2 §4 main flag). */
export function addressesOfType(
  account: CheckoutAccount | undefined,
  approachType: 'S' | 'B',
): Address[] {
  const ofType = (account?.addresses ?? []).filter((a) => a.approachType === approachType);
  return [...ofType.filter((a) => a.main), ...ofType.filter((a) => !a.main)];
}

/** The basket address of a saved address, with the account's e-mail (`addressId` kept). */
export function checkoutAddressOf(saved: Address, email: string): CheckoutAddress {
  return {
    addressId: saved.id,
    firstName: saved.firstName ?? '',
    lastName: saved.lastName ?? '',
    email,
    phone: saved.phone ?? saved.recipientContactPhone ?? '',
    addressLine1: saved.addressLine1,
    ...(saved.addressLine2 ? { addressLine2: saved.addressLine2 } : {}),
    city: saved.city,
    ...(saved.province ? { province: saved.province } : {}),
    postalCode: saved.postalCode,
    countryCode: saved.countryCode,
    country: saved.countryCode,
  };
}

/**
 * The address-book request of an address typed in the checkout (POST /consumer/address): its
 * fields without the e-mail, of `approachType`; the API makes the first of a type main.
 */
export function addressRequestOf(
  address: CheckoutAddress,
  approachType: 'S' | 'B',
): AddressRequest {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const optional = {
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    addressLine2: text(address.addressLine2),
    province: text(address.province),
    phone: text(address.phone),
  };
  return {
    approachType,
    addressLine1: address.addressLine1?.trim() ?? '',
    city: address.city?.trim() ?? '',
    postalCode: address.postalCode?.trim() ?? '',
    countryCode: address.countryCode ?? address.country ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

/** Whether a basket address is a saved one (its id, else the same street and postal code). */
function sameAddress(saved: Address, address: Partial<CheckoutAddress>): boolean {
  if (address.addressId) return address.addressId === saved.id;
  const norm = (v: string | undefined) => (v ?? '').trim().toLowerCase();
  return (
    norm(saved.addressLine1) === norm(address.addressLine1) &&
    norm(saved.postalCode) === norm(address.postalCode) &&
    norm(saved.countryCode) === norm(address.countryCode)
  );
}

/**
 * The address choice a step starts with: the saved address the basket already has; a typed
 * one (`new`) when the basket has another; else the main saved address; `new` without any.
 */
export function initialAddressChoice(
  saved: readonly Address[],
  basketAddress: Partial<CheckoutAddress> | undefined,
): SavedChoice {
  if (basketAddress?.addressLine1) {
    return saved.find((a) => sameAddress(a, basketAddress))?.id ?? newChoice;
  }
  return saved[0]?.id ?? newChoice;
}

/**
 * Whether a saved card has expired before the month of `now` (UTC; it cannot pay, FE309). An
 * instrument without an expiry (a gift card) cannot pay as a card either: it counts as expired.
 */
export function cardExpired(card: SavedPaymentInstrument, now: Date = new Date()): boolean {
  const { expirationMonth, expirationYear } = card.card;
  if (expirationMonth === undefined || expirationYear === undefined) return true;
  return !cardExpiry(expirationMonth, expirationYear, now);
}

/**
 * The card choice the billing step starts with: the default saved card unless expired, else
 * the first one that has not expired, else `new`.
 */
export function initialCardChoice(
  cards: readonly SavedPaymentInstrument[],
  now: Date = new Date(),
): SavedChoice {
  const usable = cards.filter((c) => !cardExpired(c, now));
  return (usable.find((c) => c.isDefault) ?? usable[0])?.paymentInstrumentId ?? newChoice;
}

/**
 * The account after a save made in the checkout (spec 2 §3, §4): the saved address joins the
 * list under the main-flag rule, the saved card replaces its id or joins the cards (a default
 * one takes the flag from the others), so a step shown again offers what was just saved.
 */
export function accountAfterSave(
  account: CheckoutAccount,
  saved: { address?: Address; card?: SavedPaymentInstrument },
): CheckoutAccount {
  const { address, card } = saved;
  const cards = card
    ? [
        ...account.cards
          .filter((c) => c.paymentInstrumentId !== card.paymentInstrumentId)
          .map((c) => (card.isDefault && c.isDefault ? { ...c, isDefault: false } : c)),
        card,
      ]
    : account.cards;
  return {
    ...account,
    addresses: address ? withSavedAddress(account.addresses, address) : account.addresses,
    cards,
  };
}

/**
 * The saved-card request (POST /consumer/payment_instruments, spec 2 §3 saved-card payload)
 * of card form values: the number's digits, its brand (`cardType`), the holder trimmed, the
 * expiry's month and four-digit year; `isDefault` and the captcha response (action
 * `saveCard`, sent as `recaptcha_response`) when given. The security code is never saved.
 * @param values values that passed `cardSchema` (the expiry parses)
 */
export function savedCardRequestOf(
  values: CardValues,
  options: { isDefault?: boolean; recaptchaResponse?: string } = {},
): SavePaymentInstrumentRequest {
  const number = cardDigits(values.number);
  const expiry = parseExpiry(values.expiry);
  return {
    paymentMethodId: 'CREDIT_CARD',
    card: {
      number,
      holderName: values.holder.trim(),
      cardType: cardType(number),
      expirationMonth: expiry?.month ?? 0,
      expirationYear: expiry?.year ?? 0,
    },
    ...(options.isDefault !== undefined ? { isDefault: options.isDefault } : {}),
    ...(options.recaptchaResponse ? { recaptcha_response: options.recaptchaResponse } : {}),
  };
}
