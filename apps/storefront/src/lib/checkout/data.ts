import 'server-only';
import type { Country, CountryI18n, StorefrontLocale } from '@storefront/api-contract';
import { createStoreService } from '@storefront/commerce/server';
import { logUnavailable } from '../serverLog';
import { apiClientFor } from '../session/session';

/**
 * The checkout's reference data, loaded on the server without a token: countries
 * (GET /utilities/countryList), their i18n data (GET /utilities/i18n/{countryCode}: address
 * rules, provinces, phone codes) and store names for pickup / ship-to-store shipments.
 * Failures are logged and give empty data (the forms fall back to the spec 3 §5 defaults).
 */

function logFailure(call: string, locale: StorefrontLocale, error: unknown) {
  logUnavailable({
    event: 'checkout.data.unavailable',
    locale,
    error,
    level: 'error',
    fields: { call },
  });
}

/** The checkout's countries and i18n data. */
export interface CheckoutReferenceData {
  countries: { shipping: Country[]; billing: Country[] };
  countryData: Record<string, CountryI18n>;
  storeNames: Record<string, string>;
  /** The site's country has stores offering pickup / taking ship-to-store deliveries. */
  storeServices: { pickup: boolean; sts: boolean };
}

/** The countries an address may be in and their i18n data (the checkout's and the account's). */
export type AddressReferenceData = Pick<CheckoutReferenceData, 'countries' | 'countryData'>;

const siteShipping: Record<string, string[]> = { us: ['US'], ca: ['CA'], gb: ['GB', 'IE'] };

/**
 * The address forms' reference data of a locale (the checkout's address steps and the
 * account's address book, spec 2 §3 "Address"): shipping countries are those the site ships
 * to (its own country, and Ireland for the gb site); billing countries every billing country;
 * the i18n data (rules, provinces, phone codes) of each billing country.
 */
export async function addressReferenceData(
  locale: StorefrontLocale,
): Promise<AddressReferenceData> {
  const stores = createStoreService(apiClientFor(locale));
  const list = await stores.getCountryList().catch((error) => {
    logFailure('countryList', locale, error);
    return { countries: [] as Country[] };
  });
  const shippingCodes = siteShipping[locale.siteId] ?? [locale.country];
  const shipping = list.countries.filter((c) => c.shipping && shippingCodes.includes(c.code));
  const billing = list.countries.filter((c) => c.billing);
  const entries = await Promise.all(
    billing.map(async (c) => {
      try {
        return [c.code, await stores.getCountryI18n(c.code)] as const;
      } catch (error) {
        logFailure(`i18n.${c.code}`, locale, error);
        return undefined;
      }
    }),
  );
  return {
    countries: {
      shipping: shipping.length > 0 ? shipping : billing.filter((c) => c.code === locale.country),
      billing,
    },
    countryData: Object.fromEntries(entries.filter((e) => e !== undefined)),
  };
}

/** Loads the reference data of a locale: {@link addressReferenceData} and the stores. */
export async function checkoutReferenceData(
  locale: StorefrontLocale,
): Promise<CheckoutReferenceData> {
  const stores = createStoreService(apiClientFor(locale));
  const [addresses, storeList] = await Promise.all([
    addressReferenceData(locale),
    stores.listStores().catch((error) => {
      logFailure('stores', locale, error);
      return [];
    }),
  ]);
  return {
    ...addresses,
    storeNames: Object.fromEntries(storeList.map((s) => [s.id, s.name])),
    storeServices: {
      pickup: storeList.some((s) => s.address.countryCode === locale.country && s.services.pickup),
      sts: storeList.some(
        (s) => s.address.countryCode === locale.country && s.services.shipToStore,
      ),
    },
  };
}

/**
 * Locales whose store deliveries ask for the pickup contact (spec 1 §5: configured): the
 * e-mail for a store, the contact name, e-mail and phone for a collection point.
 */
export const pickupContactLocales = (process.env.PICKUP_CONTACT_LOCALES ?? 'en-gb')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
