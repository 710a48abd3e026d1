import {
  type CountryI18n,
  type CountryList,
  defaultAddressRules,
  type FieldRule,
} from '@storefront/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries } from '../db/schema';
import { ApiHttpError } from '../errors';

/**
 * The country list of spec 2 §7 (utilities): names in `language` (English when missing),
 * in the seeded order; only the shipping (or billing) countries when `type` is given.
 */
export async function listCountries(
  db: Database,
  language: string,
  type?: 'shipping' | 'billing',
): Promise<CountryList> {
  const rows = await db.select().from(countries).orderBy(asc(countries.position));
  return {
    countries: rows
      .filter((c) => !type || c[type])
      .map((c) => ({
        code: c.code,
        name: c.names[language] ?? c.names.en ?? c.code,
        dialCode: c.dialCode,
        shipping: c.shipping,
        billing: c.billing,
      })),
  };
}

/**
 * A country's i18n data (spec 2 §7 utilities): currency, minimal age, phone codes, address
 * rules (the defaults with the country's overrides), provinces.
 * @param code ISO 3166 alpha-2, upper case
 * @throws ApiHttpError 404 `API404` for an unknown country
 */
export async function countryI18n(
  db: Database,
  code: string,
  language: string,
): Promise<CountryI18n> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  if (!row) throw new ApiHttpError(404, 'API404', `Unknown country: ${code}`);
  const addressRules: Record<string, FieldRule> = {};
  for (const [field, rule] of Object.entries(defaultAddressRules)) {
    addressRules[field] = { ...rule, ...row.i18n.addressRuleOverrides[field] };
  }
  return {
    countryCode: row.code,
    name: row.names[language] ?? row.names.en ?? row.code,
    currency: row.i18n.currency,
    minimalAge: row.i18n.minimalAge,
    phoneCodes: row.i18n.phoneCodes,
    addressRules,
    provinces: row.i18n.provinces,
  };
}
