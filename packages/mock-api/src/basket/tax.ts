/**
 * Tax rates of the mock API per country (a flat demo rate, not real tax law):
 *
 * | country | rate | prices |
 * |---|---|---|
 * | US | 8 % | exclusive: tax is added on top of items and shipping |
 * | CA | 13 % | exclusive |
 * | GB | 20 % (VAT) | inclusive: prices contain the tax, which is extracted |
 * | other EU (FR, DE, IT, ES, NL, IE, …) | 20 % | inclusive |
 * | anything else | 0 % | exclusive |
 *
 * The country is the default shipment's shipping address `countryCode` when set, else the
 * site's country (us → US, ca → CA, gb → GB).
 */

/** A tax rate and whether prices already contain it. */
export interface TaxRate {
  /** Fraction, e.g. 0.2 for 20 %. */
  rate: number;
  /** Prices include the tax (GB, EU) or exclude it (US, CA). */
  inclusive: boolean;
}

const rates: Record<string, TaxRate> = {
  US: { rate: 0.08, inclusive: false },
  CA: { rate: 0.13, inclusive: false },
  GB: { rate: 0.2, inclusive: true },
  FR: { rate: 0.2, inclusive: true },
  DE: { rate: 0.19, inclusive: true },
  IT: { rate: 0.22, inclusive: true },
  ES: { rate: 0.21, inclusive: true },
  NL: { rate: 0.21, inclusive: true },
  IE: { rate: 0.23, inclusive: true },
};

const siteCountry: Record<string, string> = { us: 'US', ca: 'CA', gb: 'GB' };

/** The tax rate of a country (ISO 3166-1 alpha-2); 0 % exclusive when unknown. */
export function taxRateFor(countryCode: string | undefined): TaxRate {
  return rates[(countryCode ?? '').toUpperCase()] ?? { rate: 0, inclusive: false };
}

/** The country of a site id (`us`, `ca`, `gb`), default US. */
export const countryOfSite = (siteId: string): string => siteCountry[siteId] ?? 'US';

/**
 * Tax contained in or added to `amount` (major units, unrounded): inclusive → the part of
 * `amount` that is tax; exclusive → the tax to add.
 */
export function taxOf(amount: number, tax: TaxRate): number {
  if (tax.rate === 0) return 0;
  return tax.inclusive ? amount - amount / (1 + tax.rate) : amount * tax.rate;
}
