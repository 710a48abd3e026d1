import { walletAddressProblem } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import { countryOfSite } from '../basket/tax';
import type { BasketAddress, WalletContext } from '../basket/types';
import { countries } from '../db/catalogSchema';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { type AddressInput, isPoBox, mergeAddressRules } from './address';

/**
 * Addresses of an express checkout (spec 3 §5 "Wallet contacts", "PayPal address", §7 add
 * shipping address contexts `APPLE_PAY_EXPRESS` / `PAYPAL_EXPRESS`, §8 "Cart and wallet").
 * The wallet's rules replace the address defaults: no phone needed, city up to 50, the
 * shipping country only the store's.
 */

/**
 * Postal codes no home delivery serves (demo data: the "unserviceable address" of spec 3 §8):
 * US Alaska (`995`-`999`), Canada's territories (`X…`, `Y…`), GB Shetland and Outer Hebrides
 * (`ZE…`, `HS…`).
 */
const unserviceable: Record<string, RegExp> = {
  US: /^99[5-9]/,
  CA: /^[XY]/i,
  GB: /^(ZE|HS)/i,
};

/** Whether no shipping method serves this postal code (spec 3 §8 unserviceable address). */
export function isUnserviceable(countryCode: string, postalCode: string | undefined): boolean {
  const rule = unserviceable[countryCode.toUpperCase()];
  return !!rule && !!postalCode && rule.test(postalCode.trim());
}

/** The postal code pattern of a country's address rules (spec 3 §5 overrides), if any. */
async function postalPattern(db: Database, countryCode: string): Promise<RegExp | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.code, countryCode));
  const pattern = row && mergeAddressRules(row.i18n.addressRuleOverrides).postalCode?.pattern;
  return pattern ? new RegExp(pattern) : undefined;
}

/**
 * Whether a shipping address is a redacted wallet contact: before authorisation the wallet
 * gives only country, postal code and city (spec 3 §4 step 3), so no address line or name.
 */
export const isRedacted = (address: AddressInput) =>
  !address.addressLine1?.trim() && !address.firstName?.trim() && !address.lastName?.trim();

/**
 * Checks the shipping address of an express checkout, first problem wins:
 * `PAY401` the country is not the store's; `CHK320` city over 50 (`city must have at most 50
 * characters`), an empty required field (redacted: the postal code; complete: address line,
 * postal code, first and last name), characters outside the allowed set, a complete
 * address's postal code the country's format refuses; `SHP404` no shipping method serves the address (unserviceable);
 * `SHP500` a PO box (complete addresses). With `complete` (order placement) a redacted
 * contact is refused (`CHK320` addressLine1 is required).
 * @throws ApiHttpError 400 with the code above
 */
export async function assertWalletShippingAddress(
  db: Database,
  basket: { siteId: string },
  address: AddressInput,
  context: WalletContext,
  options: { complete?: boolean } = {},
): Promise<void> {
  const storeCountry = countryOfSite(basket.siteId);
  const redacted = !options.complete && context === 'APPLE_PAY_EXPRESS' && isRedacted(address);
  const problem = walletAddressProblem(address, { role: 'shipping', storeCountry, redacted });
  if (problem) throw new ApiHttpError(400, problem.code, problem.message);
  const postalCode = address.postalCode?.trim() ?? '';
  // A redacted postal code may be partial (GB and CA wallets give its first part only).
  const pattern = redacted ? undefined : await postalPattern(db, storeCountry);
  if (pattern && !pattern.test(postalCode))
    throw new ApiHttpError(400, 'CHK320', 'postalCode is not valid');
  if (isUnserviceable(storeCountry, postalCode))
    throw new ApiHttpError(
      400,
      'SHP404',
      `No shipping method serves postal code ${postalCode}: the address is unserviceable`,
    );
  if (!redacted && (isPoBox(address.addressLine1) || isPoBox(address.addressLine2)))
    throw new ApiHttpError(400, 'SHP500', 'Delivery to a PO box is not available');
}

/**
 * Checks the billing contact of a wallet payment (spec 3 §5: the country must be in the
 * country list; the wallet gives no phone, so none is needed).
 * @param billingCountries the countries a billing address may be in
 * @throws ApiHttpError 400 `PAY400` country, `BIL400` city over 50, empty or invalid field
 */
export function assertWalletBillingAddress(
  basket: { siteId: string },
  address: BasketAddress,
  billingCountries: readonly string[],
): void {
  const problem = walletAddressProblem(address, {
    role: 'billing',
    storeCountry: countryOfSite(basket.siteId),
    billingCountries,
  });
  if (problem) throw new ApiHttpError(400, problem.code, problem.message);
}

/** The countries a billing address may be in (the country list's `billing` flag). */
export async function billingCountriesOf(db: Database): Promise<string[]> {
  const rows = await db
    .select({ code: countries.code, billing: countries.billing })
    .from(countries);
  return rows.filter((r) => r.billing).map((r) => r.code);
}
