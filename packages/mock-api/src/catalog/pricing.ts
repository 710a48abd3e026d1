import type { Price, StockStatus } from '@storefront/api-contract';

/** A variant price in minor units (cents, pence) as stored. */
export interface MinorPrice {
  currentMinor: number;
  originalMinor: number;
  historicBestMinor: number | null;
  salesPriceActiveDate: string | null;
}

const major = (minor: number) => Math.round(minor) / 100;

/** Discount of current against original in percent, rounded to 1 decimal (spec 2 §9). */
export function discountPercentage(current: number, original: number): number | undefined {
  if (original <= 0 || current >= original) return undefined;
  return Math.round(((original - current) / original) * 1000) / 10;
}

/** The price of one variant (major units), spec 3 §3 "Price". */
export function variantPrice(row: MinorPrice): Price {
  const price: Price = { current: major(row.currentMinor), original: major(row.originalMinor) };
  const pct = discountPercentage(row.currentMinor, row.originalMinor);
  if (pct !== undefined) price.percentagePriceDiscount = pct;
  if (row.historicBestMinor !== null) price.historicBestPrice = major(row.historicBestMinor);
  if (row.salesPriceActiveDate) price.salesPriceActiveDate = row.salesPriceActiveDate;
  return price;
}

/**
 * The price of a product from its variants' prices: `current`/`original` are the lowest,
 * `low*`/`high*` are set when the variants differ (a range), `historicBestPrice` is the
 * lowest historic best. Empty input → zero price.
 */
export function aggregatePrice(rows: MinorPrice[]): Price {
  if (rows.length === 0) return { current: 0, original: 0 };
  const currents = rows.map((r) => r.currentMinor);
  const originals = rows.map((r) => r.originalMinor);
  const lowC = Math.min(...currents);
  const highC = Math.max(...currents);
  const lowO = Math.min(...originals);
  const highO = Math.max(...originals);
  const cheapest = rows.find((r) => r.currentMinor === lowC) as MinorPrice;
  const price = variantPrice({ ...cheapest, originalMinor: cheapest.originalMinor });
  if (lowC !== highC) {
    price.lowCurrent = major(lowC);
    price.highCurrent = major(highC);
  }
  if (lowO !== highO) {
    price.lowOriginal = major(lowO);
    price.highOriginal = major(highO);
  }
  const bests = rows.map((r) => r.historicBestMinor).filter((n): n is number => n !== null);
  if (bests.length > 0) price.historicBestPrice = major(Math.min(...bests));
  return price;
}

/** What decides a variant's stock state. */
export interface StockInput {
  quantity: number;
  /** Digital products are always available with quantity 1 (spec 3 §4). */
  digital: boolean;
  /** Reservable (`isRobisOnly`) products are always available with quantity 1 (spec 3 §4). */
  reservable: boolean;
}

/**
 * Stock state of a variant (spec 3 §4): InStock when the quantity is above 0, otherwise
 * OutOfStock; digital and reservable items are always InStock with quantity 1.
 */
export function stockState(input: StockInput): { quantity: number; stockStatus: StockStatus } {
  if (input.digital || input.reservable) return { quantity: 1, stockStatus: 'InStock' };
  const quantity = Math.max(0, input.quantity);
  return { quantity, stockStatus: quantity > 0 ? 'InStock' : 'OutOfStock' };
}

/** Most units that count as low stock ("Only N left"). */
export const lowStockThreshold = 3;

/** The label of a stock state: `Out of stock`, `Only N left`, `Presale`, or none. */
export function stockStatusLabel(
  state: { quantity: number; stockStatus: StockStatus },
  options: { presale: boolean; digital: boolean; reservable: boolean },
): string | undefined {
  if (options.digital) return undefined;
  if (options.reservable) return 'Reserve in store';
  if (state.stockStatus === 'OutOfStock') return 'Out of stock';
  if (options.presale) return 'Presale';
  if (state.quantity <= lowStockThreshold) return `Only ${state.quantity} left`;
  return undefined;
}
