import type {
  Price,
  ProductAttribute,
  ProductDetails,
  ProductImage,
  ProductTile,
  Variant,
} from '@storefront/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  catalogInventory,
  catalogProducts,
  catalogVariantPrices,
  catalogVariants,
  type ProductRow,
  type VariantRow,
} from '../db/schema';
import { type CatalogSnapshot, catalogSnapshot } from './cache';
import {
  aggregatePrice,
  type MinorPrice,
  stockState,
  stockStatusLabel,
  variantPrice,
} from './pricing';

/** A variant with its price in the answer's currency and its online stock. */
export interface VariantBundle extends VariantRow {
  price: MinorPrice | undefined;
  /** Stored online quantity (before the digital / reservable rule). */
  storedQuantity: number;
}

/** A product with its variants, for one currency. */
export interface ProductBundle {
  product: ProductRow;
  variants: VariantBundle[];
}

/** How answers are localised: currency, BCP 47 locale and the media base URL. */
export interface ViewContext {
  currency: string;
  localeTag: string;
  language: string;
  /** Absolute URL of a media path such as `products/boot-black.svg`. */
  media: (path: string) => string;
}

/**
 * Loads products with their variants, prices in `currency` and online stock.
 * @param productIds only these products (order kept); all products when omitted.
 */
export async function loadBundles(
  db: Database,
  currency: string,
  productIds?: string[],
): Promise<ProductBundle[]> {
  if (productIds && productIds.length === 0) return [];
  const snapshot = await catalogSnapshot(db, productIds);
  if (snapshot) return bundlesFromSnapshot(snapshot, currency, productIds);
  const products = await db
    .select()
    .from(catalogProducts)
    .where(productIds ? inArray(catalogProducts.id, productIds) : undefined);
  if (products.length === 0) return [];
  const rows = await db
    .select({
      variant: catalogVariants,
      price: catalogVariantPrices,
      quantity: catalogInventory.quantity,
    })
    .from(catalogVariants)
    .leftJoin(
      catalogVariantPrices,
      and(
        eq(catalogVariantPrices.variantId, catalogVariants.id),
        eq(catalogVariantPrices.currency, currency),
      ),
    )
    .leftJoin(catalogInventory, eq(catalogInventory.variantId, catalogVariants.id))
    .where(
      inArray(
        catalogVariants.productId,
        products.map((p) => p.id),
      ),
    )
    .orderBy(catalogVariants.productId, catalogVariants.position);
  const byProduct = new Map<string, VariantBundle[]>();
  for (const row of rows) {
    const list = byProduct.get(row.variant.productId) ?? [];
    list.push({ ...row.variant, price: row.price ?? undefined, storedQuantity: row.quantity ?? 0 });
    byProduct.set(row.variant.productId, list);
  }
  const bundles = products.map((product) => ({
    product,
    variants: byProduct.get(product.id) ?? [],
  }));
  if (!productIds) return bundles;
  const order = new Map(productIds.map((id, i) => [id, i]));
  return bundles.sort((a, b) => (order.get(a.product.id) ?? 0) - (order.get(b.product.id) ?? 0));
}

/** {@link loadBundles} over the cached catalogue (same rows, same order). */
function bundlesFromSnapshot(
  snapshot: CatalogSnapshot,
  currency: string,
  productIds?: string[],
): ProductBundle[] {
  const prices = snapshot.prices.get(currency);
  const bundle = (product: ProductRow): ProductBundle => ({
    product,
    variants: (snapshot.variantsByProduct.get(product.id) ?? []).map((variant) => ({
      ...variant,
      price: prices?.get(variant.id),
      storedQuantity: snapshot.inventory.get(variant.id) ?? 0,
    })),
  });
  if (!productIds) return snapshot.products.map(bundle);
  return [...new Set(productIds)].flatMap((id) => {
    const product = snapshot.productById.get(id);
    return product ? [bundle(product)] : [];
  });
}

/** Loads one product, or undefined. */
export async function loadBundle(db: Database, currency: string, productId: string) {
  const [bundle] = await loadBundles(db, currency, [productId]);
  return bundle;
}

/** Whether a product is digital. */
export const isDigital = (product: ProductRow) => product.productType === 'digital';

/** The stock state of a variant of a product (spec 3 §4). */
export function variantStock(product: ProductRow, variant: VariantBundle) {
  return stockState({
    quantity: variant.storedQuantity,
    digital: isDigital(product),
    reservable: product.isRobisOnly,
  });
}

/** Product page path without locale: `/p/{slug}-{id}` (spec 1 §2). */
export const productUrl = (product: ProductRow) => `/p/${product.slug}-${product.id}`;

function images(product: ProductRow, ctx: ViewContext): ProductImage[] {
  return product.colors.flatMap((color) =>
    color.images.map((image) => ({
      url: ctx.media(image.path),
      alt: image.alt,
      color: color.value,
    })),
  );
}

/** The product's price: the aggregate of its variants' prices (a range when they differ). */
export function productPrice(bundle: ProductBundle): Price {
  return aggregatePrice(bundle.variants.flatMap((v) => (v.price ? [v.price] : [])));
}

function orderable(bundle: ProductBundle, variant: VariantBundle) {
  return variantStock(bundle.product, variant).stockStatus === 'InStock';
}

function attributes(bundle: ProductBundle, ctx: ViewContext): ProductAttribute[] {
  const { product, variants } = bundle;
  // jsonb does not keep key order: colour first, then size, then the rest.
  const rank = (type: string) => {
    const i = ['color', 'size', 'amount'].indexOf(type);
    return i === -1 ? 99 : i;
  };
  const types = [...new Set(variants.flatMap((v) => Object.keys(v.attributes)))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  const money = new Intl.NumberFormat(ctx.localeTag, {
    style: 'currency',
    currency: ctx.currency,
    maximumFractionDigits: 0,
  });
  return types.map((type) => {
    const values = [
      ...new Set(variants.map((v) => v.attributes[type]).filter((v): v is string => !!v)),
    ];
    return {
      type,
      label:
        type === 'color'
          ? 'Colour'
          : type === 'size'
            ? 'Size'
            : type === 'amount'
              ? 'Amount'
              : type,
      options: values.map((value) => {
        const matching = variants.filter((v) => v.attributes[type] === value);
        const color = type === 'color' ? product.colors.find((c) => c.value === value) : undefined;
        const label =
          color?.label ??
          (type === 'amount'
            ? value === 'custom'
              ? 'Custom amount'
              : money.format(Number(value))
            : value);
        return {
          id: `${type}-${value}`,
          value,
          label,
          available: matching.some((v) => orderable(bundle, v)),
          price: aggregatePrice(matching.flatMap((v) => (v.price ? [v.price] : []))),
          ...(color ? { swatch: color.swatch } : {}),
        };
      }),
    };
  });
}

/** The variant as answered: attributes, price, quantity, stock state and its label. */
export function toVariant(bundle: ProductBundle, variant: VariantBundle): Variant {
  const { product } = bundle;
  const state = variantStock(product, variant);
  const label = stockStatusLabel(state, {
    presale: product.presale,
    digital: isDigital(product),
    reservable: product.isRobisOnly,
  });
  return {
    id: variant.id,
    upc: variant.upc,
    attributes: variant.attributes,
    price: variant.price ? variantPrice(variant.price) : { current: 0, original: 0 },
    ...state,
    ...(label ? { stockStatusLabel: label } : {}),
  };
}

/** Product details (spec 3 §3 "Product (quick-shop)") for a locale. */
export function toDetails(bundle: ProductBundle, ctx: ViewContext): ProductDetails {
  const { product } = bundle;
  const details: ProductDetails = {
    id: product.id,
    masterId: product.masterId,
    name: product.name,
    slug: product.slug,
    url: productUrl(product),
    productType: isDigital(product) ? 'digital' : 'standard',
    isDigitalProduct: isDigital(product),
    price: productPrice(bundle),
    currency: ctx.currency,
    badges: product.badges,
    presale: product.presale,
    isRobisOnly: product.isRobisOnly,
    notifyMe: product.notifyMe,
    isFreeGift: product.isFreeGift,
    description: product.description,
    details: product.details,
    categoryIds: product.categoryIds,
    images: images(product, ctx),
    rating: { average: product.ratingAverage, count: product.ratingCount },
    attributes: attributes(bundle, ctx),
    variants: bundle.variants.map((v) => toVariant(bundle, v)),
  };
  if (product.badges[0]) details.badge = product.badges[0];
  if (product.eyebrow) details.eyebrow = product.eyebrow;
  if (product.customsExternalUrl) details.customsExternalUrl = product.customsExternalUrl;
  if (product.modelMeasurements) details.modelMeasurements = product.modelMeasurements;
  if (product.defaultColor) details.defaultColor = product.defaultColor;
  if (product.subscriptionType) details.subscriptionType = product.subscriptionType;
  if (product.gender) details.gender = product.gender;
  if (product.giftCard) {
    details.giftCard = {
      amounts: product.giftCard.amounts,
      customAmount: product.giftCard.customAmount,
      giftOption: {
        fields: ['email', 'to', 'message'],
        messageMaxLength: product.giftCard.messageMaxLength,
      },
    };
  }
  return details;
}

/** A product tile for lists. */
export function toTile(bundle: ProductBundle, ctx: ViewContext): ProductTile {
  const { product } = bundle;
  const [first] = images(product, ctx);
  const tile: ProductTile = {
    id: product.id,
    name: product.name,
    url: productUrl(product),
    image: first ?? { url: ctx.media('_placeholder.svg'), alt: product.name },
    price: productPrice(bundle),
    currency: ctx.currency,
    rating: { average: product.ratingAverage, count: product.ratingCount },
    colors: product.colors.map((c) => ({ value: c.value, label: c.label, swatch: c.swatch })),
    isDigitalProduct: isDigital(product),
    presale: product.presale,
    available: bundle.variants.some((v) => orderable(bundle, v)),
  };
  if (product.badges[0]) tile.badge = product.badges[0];
  return tile;
}
