import {
  fixtureContact,
  fixtureForeignContact,
  fixtureIncompleteContact,
  fixtureLongCityContact,
} from '../fixtures';
import type { ExpressTotals, WalletContact } from '../types';

/** Which case an address of the simulated wallet shows (spec 3 §5, §8). */
export type SimulatedAddressKind = 'home' | 'foreign' | 'longCity' | 'incomplete';

/** An address of the simulated wallet's address book. */
export interface SimulatedAddress {
  id: string;
  kind: SimulatedAddressKind;
  contact: WalletContact;
}

const homes: WalletContact[] = [
  fixtureContact,
  fixtureForeignContact,
  {
    givenName: 'Alex',
    familyName: 'Morgan',
    emailAddress: 'alex.morgan@example.com',
    phoneNumber: '02079460958',
    addressLines: ['221 Baker Street'],
    locality: 'London',
    postalCode: 'NW1 6XE',
    countryCode: 'GB',
  },
];

const inCountry = (country: string) =>
  homes.find((c) => c.countryCode === country.toUpperCase()) ?? {
    ...fixtureContact,
    countryCode: country.toUpperCase(),
  };

/**
 * The simulated wallet's address book for a store (spec 3 §5, §8): a home address in the store
 * country, one in another country (the country error), one whose city has more than 50
 * characters (the city-length error) and, for PayPal, one without postal code and phone (an
 * incomplete address: back to /checkout).
 */
export function simulatedAddresses(
  storeCountry: string,
  { incomplete = false }: { incomplete?: boolean } = {},
): SimulatedAddress[] {
  const home = inCountry(storeCountry);
  const foreign = homes.find((c) => c.countryCode !== home.countryCode) ?? fixtureForeignContact;
  const list: SimulatedAddress[] = [
    { id: 'home', kind: 'home', contact: home },
    { id: 'foreign', kind: 'foreign', contact: foreign },
    {
      id: 'longCity',
      kind: 'longCity',
      contact: { ...home, locality: fixtureLongCityContact.locality ?? '' },
    },
  ];
  if (incomplete) {
    list.push({
      id: 'incomplete',
      kind: 'incomplete',
      contact: { ...fixtureIncompleteContact, countryCode: home.countryCode ?? storeCountry },
    });
  }
  return list;
}

/** One line of an address as the sheet lists it. */
export function addressLine(contact: WalletContact): string {
  return [
    [contact.givenName, contact.familyName].filter(Boolean).join(' '),
    ...(contact.addressLines ?? []),
    [contact.locality, contact.administrativeArea, contact.postalCode].filter(Boolean).join(' '),
    contact.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A price in the page's language, e.g. `$129.00`, `129,00 $`. */
export function formatAmount(amount: number, currency: string, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { style: 'currency', currency }).format(amount);
}

/** The totals lines the sheet shows (spec 3 §3 "Totals"). */
export function totalsLines(totals: ExpressTotals) {
  return [
    ['itemTotal', totals.itemTotal],
    ['shipping', totals.shipping],
    ['tax', totals.tax],
    ...(totals.totalDiscount ? [['discount', -Math.abs(totals.totalDiscount)] as const] : []),
    ['total', totals.total],
  ] as const;
}

/**
 * The simulated provider's payment tokens (`additionalDetails.paymentData`): the mock API
 * answers `simulated:approved:…` with an approved payment, `simulated:declined:…` with
 * PYT402 and `simulated:error:…` with PYT400.
 */
export function simulatedToken(outcome: 'approved' | 'declined' | 'error', sessionId: string) {
  return `simulated:${outcome}:${sessionId}`;
}
