import { redactedContact } from './contactRules';
import type {
  ExpressFailure,
  ExpressSession,
  ExpressSheetState,
  ExpressShippingMethod,
  WalletContact,
} from './types';

/**
 * Demo data of the express flow for unit tests, stories and the simulated provider: a US store
 * (en-us) session, contacts (valid, foreign country, city over 50, incomplete PayPal address)
 * and failures of every kind (spec 3 §8). Amounts in USD, major units.
 */

export const fixtureShippingMethods: ExpressShippingMethod[] = [
  { code: 'STANDARD', label: 'Standard', detail: '3-5 business days', amount: 0 },
  { code: 'EXPRESS', label: 'Express', detail: '1-2 business days', amount: 15 },
];

export function fixtureSheet(shipping = 0, selectedMethod = 'STANDARD'): ExpressSheetState {
  const itemTotal = 129;
  const tax = Math.round((itemTotal + shipping) * 0.08 * 100) / 100;
  return {
    totals: {
      currency: 'USD',
      itemTotal,
      shipping,
      tax,
      totalDiscount: 0,
      total: Math.round((itemTotal + shipping + tax) * 100) / 100,
    },
    shippingMethods: fixtureShippingMethods,
    selectedMethod,
  };
}

export function fixtureSession(): ExpressSession {
  return {
    ...fixtureSheet(),
    sessionId: 'sim-session-1',
    merchantSession: { epochTimestamp: 0, merchantIdentifier: 'simulated' },
    storeCountry: 'US',
    billingCountries: ['US', 'CA', 'GB'],
  };
}

/** A full, valid US contact. */
export const fixtureContact: WalletContact = {
  givenName: 'Jamie',
  familyName: 'Rivera',
  emailAddress: 'jamie.rivera@example.com',
  phoneNumber: '2065550142',
  addressLines: ['400 Pine Street', 'Apt 5'],
  locality: 'Seattle',
  administrativeArea: 'WA',
  postalCode: '98101',
  countryCode: 'US',
};

/** A contact in another country than the store's (the country error, spec 3 §8). */
export const fixtureForeignContact: WalletContact = {
  givenName: 'Camille',
  familyName: 'Tremblay',
  emailAddress: 'camille.tremblay@example.com',
  phoneNumber: '5145550199',
  addressLines: ['1200 rue Sainte-Catherine'],
  locality: 'Montréal',
  administrativeArea: 'QC',
  postalCode: 'H3B 1K9',
  countryCode: 'CA',
};

/** A contact whose city has more than 50 characters (spec 3 §5). */
export const fixtureLongCityContact: WalletContact = {
  ...fixtureContact,
  locality: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch Village',
};

/** A PayPal address without a postal code nor a phone (spec 3 §5 "PayPal address"). */
export const fixtureIncompleteContact: WalletContact = {
  givenName: 'Jamie',
  familyName: 'Rivera',
  emailAddress: 'jamie.rivera@example.com',
  addressLines: ['400 Pine Street'],
  locality: 'Seattle',
  countryCode: 'US',
};

/** What the sheet hands over before authorisation (see {@link redactedContact}). */
export const redacted = redactedContact;

/** A failure of each kind as the host answers it. */
export const fixtureFailures = {
  country: {
    ok: false,
    kind: 'country',
    code: 'SHP400',
    message: 'We cannot ship to this country.',
  },
  cityLength: {
    ok: false,
    kind: 'cityLength',
    code: 'CHK320',
    message: 'This address is not valid.',
  },
  shipping: {
    ok: false,
    kind: 'shipping',
    code: 'SHP500',
    message: 'We cannot ship to PO boxes. Please use another address.',
  },
  contact: {
    ok: false,
    kind: 'contact',
    code: 'BIL400',
    message: '',
    contact: 'billing',
    field: 'postalCode',
  },
  incompleteAddress: {
    ok: false,
    kind: 'incompleteAddress',
    code: 'CHK380',
    message: 'Your address is incomplete.',
  },
  unknown: {
    ok: false,
    kind: 'unknown',
    code: 'GEN500',
    message: 'Something went wrong. Please try again later.',
  },
} as const satisfies Record<string, ExpressFailure>;
