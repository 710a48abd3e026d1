/**
 * The price of a product or variant as the products service returns it (spec 3 §3 "Price").
 * Amounts are in major units of the currency (e.g. 129.99 dollars), not cents.
 */
export interface PriceValue {
  current?: number;
  original?: number;
  lowCurrent?: number;
  highCurrent?: number;
  lowOriginal?: number;
  highOriginal?: number;
  /** Lowest price of the reference period (the "lowest price in the last 30 days"). */
  historicBestPrice?: number;
  /** Discount in percent as given by the service; computed from the prices when absent. */
  percentagePriceDiscount?: number;
}

/** How many formatters each cache keeps; past it the cache starts again (a bound on free input). */
const formattersKept = 500;

/** `map.set(key, value)`, emptying the map first when it holds {@link formattersKept}. */
function keep(map: Map<string, Intl.NumberFormat>, key: string, value: Intl.NumberFormat): void {
  if (map.size >= formattersKept) map.clear();
  map.set(key, value);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `new Intl.NumberFormat(locale, options)`, made once per locale and options and then reused:
 * a formatter costs far more to make than to use, and a listing formats every card's price,
 * discount and rating (a server render made one per price, 2 % of a page's CPU). At most 500
 * are kept (the locales and option sets of the code are far fewer; a caller passing free input
 * cannot grow it without bound).
 *
 * @param locale - BCP 47 tag, e.g. `en-US`, `fr-CA`.
 * @throws RangeError (from `Intl.NumberFormat`) for a malformed locale tag or option.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    keep(formatters, key, formatter);
  }
  return formatter;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Formats an amount of money in a locale (spec 2 §5, §9): Canadian dollars show the currency
 * code (`CAD 12.50` in en-CA, `12,50 CAD` in fr-CA), every other currency its symbol.
 *
 * @param amount - in major units of the currency; a non-finite amount returns `''`.
 * @param currency - ISO 4217 code, e.g. `USD`, `CAD`, `EUR`.
 * @param locale - BCP 47 tag, e.g. `en-US`, `fr-CA`.
 * @throws RangeError (from `Intl.NumberFormat`) for a malformed currency code or locale tag.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  if (!isAmount(amount)) return '';
  const code = currency.toUpperCase();
  // Its own cache, keyed without serialising options: the hottest formatting of a listing.
  const key = `${locale}|${code}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: code === 'CAD' ? 'code' : 'symbol',
    });
    keep(moneyFormatters, key, formatter);
  }
  return formatter.format(amount);
}

/**
 * Whether the lowest-price notice is shown (spec 3 §9): when the current price is below the
 * original price and below the historic best price. Any of the three missing: `false`.
 */
export function shouldShowLowestPriceNotice(
  price: Pick<PriceValue, 'current' | 'original' | 'historicBestPrice'>,
): boolean {
  const { current, original, historicBestPrice } = price;
  if (!isAmount(current) || !isAmount(original) || !isAmount(historicBestPrice)) return false;
  return current < original && current < historicBestPrice;
}

/**
 * The discount of `current` against `original` in percent, rounded to 1 decimal (spec 2 §9):
 * `discountPercentage(80, 60)` is `25`, `discountPercentage(30, 20)` is `33.3`.
 * Returns `0` when there is no discount, or either amount is missing, not finite or the
 * original is not positive.
 */
export function discountPercentage(
  original: number | undefined,
  current: number | undefined,
): number {
  if (!isAmount(original) || !isAmount(current) || original <= 0 || current >= original) return 0;
  // Trim binary noise first (200 → 199.9 is 0.04999…%, meant as 0.05%), then round half up.
  const percent = Number((((original - current) / original) * 100).toFixed(8));
  return Math.round(percent * 10) / 10;
}

/** A price to display: one amount, or a range when low and high differ. */
export interface PriceAmount {
  low: number;
  high: number;
}

function pickAmount(single?: number, low?: number, high?: number): PriceAmount | undefined {
  if (isAmount(low) && isAmount(high))
    return { low: Math.min(low, high), high: Math.max(low, high) };
  const value = isAmount(single) ? single : isAmount(low) ? low : isAmount(high) ? high : undefined;
  return value === undefined ? undefined : { low: value, high: value };
}

/**
 * Resolves what a price shows: the current amount (or range), the original amount (or range)
 * only when it is higher than the current one, the sale state and the discount percentage
 * (`percentagePriceDiscount` when given, otherwise computed from the high ends).
 */
export function resolvePrice(price: PriceValue): {
  current?: PriceAmount;
  original?: PriceAmount;
  onSale: boolean;
  discount: number;
} {
  const current = pickAmount(price.current, price.lowCurrent, price.highCurrent);
  const original = pickAmount(price.original, price.lowOriginal, price.highOriginal);
  const onSale = !!current && !!original && current.high < original.high;
  const discount = !onSale
    ? 0
    : isAmount(price.percentagePriceDiscount) && price.percentagePriceDiscount > 0
      ? Math.round(price.percentagePriceDiscount * 10) / 10
      : discountPercentage(original?.high, current?.high);
  return { current, original: onSale ? original : undefined, onSale, discount };
}
