import { and, eq, inArray } from 'drizzle-orm';
import { catalogVariantPrices, catalogVariants } from '../db/catalogSchema';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';

/** A new price for every variant of a product in one currency (minor units). */
export interface PriceChange {
  /** The product (master) id, e.g. `ALP1001M`. */
  productId: string;
  /** ISO 4217: USD, CAD, GBP. */
  currency: string;
  /** The price a shopper pays now, minor units. */
  currentMinor: number;
  /** The list price, minor units; default: the stored one. Never below `currentMinor`. */
  originalMinor?: number;
}

/** What {@link changePrice} stored, per variant. */
export interface PriceChanged {
  productId: string;
  currency: string;
  variants: { id: string; currentMinor: number; originalMinor: number }[];
}

/**
 * Sets the price of every variant of a product in one currency (the catalogue's price
 * change; the mock API's callers then tell the storefront `product:{productId}`, design.md
 * "Data flows", caching). The catalogue's change stamps (migration 0007) make every later
 * read see it. One transaction: nothing is stored when a check fails.
 * @throws ApiHttpError 404 API404 unknown product or no price in that currency; 400 API400
 * a current price above the list price.
 */
export async function changePrice(db: Database, change: PriceChange): Promise<PriceChanged> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const variants = await tx
      .select({ id: catalogVariants.id })
      .from(catalogVariants)
      .where(eq(catalogVariants.productId, change.productId));
    const ids = variants.map((variant) => variant.id);
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(catalogVariantPrices)
            .where(
              and(
                inArray(catalogVariantPrices.variantId, ids),
                eq(catalogVariantPrices.currency, change.currency),
              ),
            );
    if (rows.length === 0)
      throw new ApiHttpError(
        404,
        'API404',
        `No ${change.currency} price for product ${change.productId}`,
      );
    const changed: PriceChanged['variants'] = [];
    for (const row of rows) {
      const originalMinor = change.originalMinor ?? row.originalMinor;
      if (change.currentMinor > originalMinor)
        throw new ApiHttpError(400, 'API400', 'currentMinor is above the list price');
      await tx
        .update(catalogVariantPrices)
        .set({ currentMinor: change.currentMinor, originalMinor })
        .where(
          and(
            eq(catalogVariantPrices.variantId, row.variantId),
            eq(catalogVariantPrices.currency, change.currency),
          ),
        );
      changed.push({ id: row.variantId, currentMinor: change.currentMinor, originalMinor });
    }
    return { productId: change.productId, currency: change.currency, variants: changed };
  });
}
