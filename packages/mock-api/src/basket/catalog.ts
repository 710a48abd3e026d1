import { and, eq, inArray } from 'drizzle-orm';
import { specialProductIds } from '../../seed/catalog/products';
import { catalogSnapshot } from '../catalog/cache';
import {
  catalogInventory,
  catalogProducts,
  catalogVariantPrices,
  catalogVariants,
  type ProductRow,
  type VariantPriceRow,
  type VariantRow,
} from '../db/catalogSchema';
import type { Database } from '../db/client';
import type { CatalogEntry } from './context';
import { fromMinor } from './money';

/** Default most units of one item a basket may hold (spec 1 §5, §9). */
export const defaultMaxQty = 999999;

/**
 * Per-product maxima (INV407 above them): the limited-edition daypack 2, the customs product
 * 1, the e-gift card 5, the free gift 1.
 */
export const productMaxQty: Readonly<Record<string, number>> = {
  [specialProductIds.lowStock]: 2,
  [specialProductIds.customs]: 1,
  [specialProductIds.giftCard]: 5,
  [specialProductIds.freeGift]: 1,
};

/**
 * Loads the catalogue view of variants for the basket (spec 1 §3 "Cart item"): names,
 * UPCs, prices in `currency` (major units; null without a price), the price range of the
 * product, online stock (digital and reservable products: always 1), per-product maximum.
 * Unknown variant ids are left out of the map.
 */
export async function loadCatalogEntries(
  db: Database,
  currency: string,
  variantIds: readonly string[],
): Promise<Map<string, CatalogEntry>> {
  const out = new Map<string, CatalogEntry>();
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return out;
  const rows = await loadEntryRows(db, currency, ids);
  const high = new Map<string, { current: number; original: number; low: number }>();
  for (const r of rows) {
    if (!r.price || r.variant.attributes.amount === 'custom') continue;
    const h = high.get(r.product.id) ?? { current: 0, original: 0, low: Number.POSITIVE_INFINITY };
    h.current = Math.max(h.current, r.price.currentMinor);
    h.original = Math.max(h.original, r.price.originalMinor);
    h.low = Math.min(h.low, r.price.currentMinor);
    high.set(r.product.id, h);
  }
  for (const r of rows) {
    if (!ids.includes(r.variant.id)) continue;
    const { product, variant } = r;
    const digital = product.productType === 'digital';
    const color =
      product.colors.find((c) => c.value === variant.attributes.color) ?? product.colors[0];
    const range = high.get(product.id);
    const ranged = range && range.low !== range.current;
    out.set(variant.id, {
      variantId: variant.id,
      productId: product.id,
      name: product.name,
      upc: variant.upc,
      attributes: variant.attributes,
      ...(color?.images[0] ? { image: `/media/${color.images[0].path}` } : {}),
      slug: product.slug,
      categoryIds: product.categoryIds,
      current: r.price ? fromMinor(r.price.currentMinor) : null,
      original: r.price ? fromMinor(r.price.originalMinor) : null,
      ...(ranged
        ? { highCurrent: fromMinor(range.current), highOriginal: fromMinor(range.original) }
        : {}),
      isDigital: digital,
      isFreeGift: product.isFreeGift,
      isCustoms: product.customsExternalUrl !== null,
      stock:
        digital || product.isRobisOnly
          ? Math.max(1, r.quantity ?? 0)
          : Math.max(0, r.quantity ?? 0),
      maxQty: productMaxQty[product.id] ?? defaultMaxQty,
      ...(product.giftCard ? { customAmount: product.giftCard.customAmount } : {}),
      acceptsCustomAmount: digital && variant.attributes.amount === 'custom',
    });
  }
  return out;
}

interface EntryRow {
  variant: VariantRow;
  product: ProductRow;
  price: VariantPriceRow | null;
  quantity: number | null;
}

/**
 * Every variant (with product, price in `currency` and online stock) of the products the
 * given variants belong to: from the catalogue cache, or the tables inside a transaction.
 */
async function loadEntryRows(
  db: Database,
  currency: string,
  ids: readonly string[],
): Promise<EntryRow[]> {
  // Products of the wanted variants, from the static part (no stock needed for that).
  const snapshot = await catalogSnapshot(db, (known) => [
    ...new Set(ids.flatMap((id) => known.variantById.get(id)?.productId ?? [])),
  ]);
  if (snapshot) {
    const productIds = new Set(ids.flatMap((id) => snapshot.variantById.get(id)?.productId ?? []));
    const prices = snapshot.prices.get(currency);
    return [...productIds].flatMap((productId) => {
      const product = snapshot.productById.get(productId);
      if (!product) return [];
      return (snapshot.variantsByProduct.get(productId) ?? []).map((variant) => ({
        variant,
        product,
        price: prices?.get(variant.id) ?? null,
        quantity: snapshot.inventory.get(variant.id) ?? null,
      }));
    });
  }
  const wanted = await db
    .select({ productId: catalogVariants.productId })
    .from(catalogVariants)
    .where(inArray(catalogVariants.id, [...ids]));
  const productIds = [...new Set(wanted.map((w) => w.productId))];
  if (productIds.length === 0) return [];
  return db
    .select({
      variant: catalogVariants,
      product: catalogProducts,
      price: catalogVariantPrices,
      quantity: catalogInventory.quantity,
    })
    .from(catalogVariants)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .leftJoin(
      catalogVariantPrices,
      and(
        eq(catalogVariantPrices.variantId, catalogVariants.id),
        eq(catalogVariantPrices.currency, currency),
      ),
    )
    .leftJoin(catalogInventory, eq(catalogInventory.variantId, catalogVariants.id))
    .where(inArray(catalogVariants.productId, productIds));
}

/**
 * Resolves what a shopper asked to add to a variant id: a UPC wins; else `productId` when it
 * is a variant id; else the only variant of a product (master) id.
 * @returns the variant id, or undefined when nothing matches.
 */
export async function resolveVariantId(
  db: Database,
  request: { productId?: string; upc?: string },
): Promise<string | undefined> {
  const snapshot = await catalogSnapshot(db, []);
  if (snapshot) {
    const byUpc = request.upc ? snapshot.variantByUpc.get(request.upc) : undefined;
    if (byUpc) return byUpc.id;
    if (!request.productId) return undefined;
    const variant = snapshot.variantById.get(request.productId);
    if (variant) return variant.id;
    const variants = snapshot.variantsByProduct.get(request.productId) ?? [];
    return variants.length === 1 ? variants[0]?.id : undefined;
  }
  if (request.upc) {
    const [row] = await db
      .select({ id: catalogVariants.id })
      .from(catalogVariants)
      .where(eq(catalogVariants.upc, request.upc));
    if (row) return row.id;
    if (!request.productId) return undefined;
  }
  if (!request.productId) return undefined;
  const [variant] = await db
    .select({ id: catalogVariants.id })
    .from(catalogVariants)
    .where(eq(catalogVariants.id, request.productId));
  if (variant) return variant.id;
  const variants = await db
    .select({ id: catalogVariants.id })
    .from(catalogVariants)
    .where(eq(catalogVariants.productId, request.productId));
  return variants.length === 1 ? variants[0]?.id : undefined;
}
