import type { Address, AddressRequest, Country } from '@storefront/api-contract';
import {
  type AddressFormValues,
  addressOfValues,
  addressValues,
} from '../../checkout/flow/addressForm';
import { addressRequestOf, checkoutAddressOf } from '../../checkout/flow/savedAccount';

/**
 * The main-flag rule of spec 2 §4 on a list of saved addresses, as the API applies it: the
 * saved address replaces the one with its id (or is added); when it is main, the other
 * addresses of its `approachType` lose the flag; the first address of a type is main
 * whatever was asked. Order is kept (a new address goes last).
 * @param addresses the addresses before the save
 * @param saved the address as saved (the API's answer)
 */
export function withSavedAddress(addresses: readonly Address[], saved: Address): Address[] {
  const exists = addresses.some((a) => a.id === saved.id);
  const others = addresses.filter(
    (a) => a.id !== saved.id && a.approachType === saved.approachType,
  );
  const main = saved.main || others.length === 0;
  const next = exists
    ? addresses.map((a) => (a.id === saved.id ? { ...saved, main } : a))
    : [...addresses, { ...saved, main }];
  return main
    ? next.map((a) =>
        a.id !== saved.id && a.approachType === saved.approachType && a.main
          ? { ...a, main: false }
          : a,
      )
    : ensureMainOfType(next, saved.approachType, saved.id);
}

/**
 * The list without an address (spec 2 §4): when it was main, the oldest other address of its
 * type (the first in the list) becomes main.
 */
export function withoutAddress(addresses: readonly Address[], addressId: string): Address[] {
  const removed = addresses.find((a) => a.id === addressId);
  const rest = addresses.filter((a) => a.id !== addressId);
  return removed ? ensureMainOfType(rest, removed.approachType) : rest;
}

/** Whether a new address of a type will become main on its own (none of the type yet). */
export function becomesMain(addresses: readonly Address[], approachType: 'S' | 'B'): boolean {
  return !addresses.some((a) => a.approachType === approachType);
}

/** Gives a type without a main address one: the oldest, other than `unset` when there is one. */
function ensureMainOfType(
  addresses: Address[],
  approachType: 'S' | 'B',
  unset?: string,
): Address[] {
  if (addresses.some((a) => a.approachType === approachType && a.main)) return addresses;
  const ofType = addresses.filter((a) => a.approachType === approachType);
  const first = ofType.find((a) => a.id !== unset) ?? ofType[0];
  return first ? addresses.map((a) => (a === first ? { ...a, main: true } : a)) : addresses;
}

/**
 * The countries an address of a type may be in, as the checkout offers them: the site's
 * shipping countries for S, every billing country for B; plus `kept` (an edited address's
 * own country) when the list lacks it and the site knows it, so its value stays choosable.
 */
export function countriesOfType(
  countries: { shipping: readonly Country[]; billing: readonly Country[] },
  approachType: 'S' | 'B',
  kept?: string,
): readonly Country[] {
  const offered = approachType === 'S' ? countries.shipping : countries.billing;
  if (!kept || offered.some((c) => c.code === kept)) return offered;
  const known = [...countries.billing, ...countries.shipping].find((c) => c.code === kept);
  return known ? [...offered, known] : offered;
}

/**
 * The address form's first values: a saved address's fields (no e-mail: a saved address has
 * none, spec 2 §3), or an empty address in `countryCode`.
 */
export function addressFormValuesOf(
  address: Address | undefined,
  countryCode: string,
): AddressFormValues {
  return addressValues(address ? checkoutAddressOf(address, '') : undefined, countryCode);
}

/**
 * The address-book request (POST /consumer/address, PUT …/{addressId}) of the form's values:
 * trimmed, empty optional fields left out, of `approachType`, with the main flag.
 */
export function addressBookRequestOf(
  values: AddressFormValues,
  approachType: 'S' | 'B',
  main: boolean,
): AddressRequest {
  return { ...addressRequestOf(addressOfValues(values), approachType), main };
}

/** The failures of the address book with their own words (spec 2 §8); others are generic. */
export type AddressFailureKey = 'CCA400' | 'CCA401' | 'other';

/**
 * The words of a failed address call: `CCA400` the address exists, `CCA401` the id is
 * unknown (gone), anything else the generic message. Where it shows is the caller's: at the
 * form for a save from it, at the address for make main and delete.
 */
export function addressFailureKey(code: string): AddressFailureKey {
  return code === 'CCA400' || code === 'CCA401' ? code : 'other';
}
