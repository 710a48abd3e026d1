import {
  type Availability,
  type AvailabilityRequest,
  type NotificationRequest,
  type NotificationSubscription,
  productIdPattern,
} from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogNotifications, catalogProducts } from '../db/schema';
import { ApiHttpError } from '../errors';
import {
  loadBundle,
  loadBundles,
  type ProductBundle,
  productPrice,
  toTile,
  type ViewContext,
  variantStock,
} from './repository';
import { findStores, variantsStoreStock } from './stores';

/**
 * A product of the catalogue (spec 2 §7 product calls) with its variants in `currency`.
 * @throws ApiHttpError 400 `API400` for a malformed product id, 404 `API404` for an unknown one
 */
export async function requireProduct(
  db: Database,
  currency: string,
  productId: string,
): Promise<ProductBundle> {
  if (!productIdPattern.test(productId)) {
    throw new ApiHttpError(
      400,
      'API400',
      `Invalid productId: ${productId} (8-11 upper-case alphanumerics)`,
    );
  }
  const bundle = await loadBundle(db, currency, productId);
  if (!bundle) throw new ApiHttpError(404, 'API404', `Product not found: ${productId}`);
  return bundle;
}

/**
 * Checks that a product id is in the catalogue (any currency), e.g. for a warranty request
 * (spec 2 §7 consumer service).
 * @throws ApiHttpError 404 `API404` for an unknown product
 */
export async function requireKnownProduct(db: Database, productId: string): Promise<void> {
  const [product] = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, productId));
  if (!product) throw new ApiHttpError(404, 'API404', `Unknown product ${productId}`);
}

/**
 * Availability of a product's variants (spec 2 §7 "availability"): online stock state and,
 * per asked store, the units there, pickup (enough units in the store) and ship-to-store
 * (enough units online; never for a digital product), for `quantity` units (default 1).
 * @throws ApiHttpError 400 `API400` naming unknown variantIds or storeIds
 */
export async function productAvailability(
  db: Database,
  bundle: ProductBundle,
  body: AvailabilityRequest,
): Promise<Availability> {
  const quantity = body.quantity ?? 1;
  const wanted = body.variantIds ?? bundle.variants.map((v) => v.id);
  const unknown = wanted.filter((id) => !bundle.variants.some((v) => v.id === id));
  if (unknown.length > 0)
    throw new ApiHttpError(400, 'API400', `Unknown variantIds: ${unknown.join(', ')}`);
  const storeIds = body.storeIds ?? [];
  const storeRows = await findStores(db, storeIds);
  const missing = storeIds.filter((id) => !storeRows.some((s) => s.id === id));
  if (missing.length > 0)
    throw new ApiHttpError(400, 'API400', `Unknown storeIds: ${missing.join(', ')}`);
  const stock = storeIds.length ? await variantsStoreStock(db, wanted) : [];
  const digital = bundle.product.productType === 'digital';
  return {
    productId: bundle.product.id,
    quantity,
    variants: bundle.variants
      .filter((v) => wanted.includes(v.id))
      .map((variant) => {
        const state = variantStock(bundle.product, variant);
        const online = bundle.product.isRobisOnly ? 0 : state.quantity;
        return {
          id: variant.id,
          upc: variant.upc,
          ...state,
          available: digital || bundle.product.isRobisOnly || state.quantity >= quantity,
          stores: storeRows.map((store) => {
            const inStore = digital
              ? 0
              : (stock.find((s) => s.storeId === store.id && s.variantId === variant.id)
                  ?.quantity ?? 0);
            return {
              storeId: store.id,
              storeName: store.name,
              quantity: inStore,
              stockStatus: inStore > 0 ? ('InStock' as const) : ('OutOfStock' as const),
              pickup: store.pickup && inStore >= quantity,
              shipToStore: store.shipToStore && !digital && online >= quantity,
            };
          }),
        };
      }),
  };
}

/**
 * Subscribes an e-mail (lower-cased) to a variant's back-in-stock notice (spec 2 §7
 * "notifications"); subscribing twice is one subscription.
 * @throws ApiHttpError 400 `API400` for an unknown variant or one in stock
 */
export async function subscribeNotification(
  db: Database,
  bundle: ProductBundle,
  body: NotificationRequest,
): Promise<NotificationSubscription> {
  const variant = bundle.variants.find((v) => v.id === body.variantId);
  if (!variant) throw new ApiHttpError(400, 'API400', `Unknown variantId: ${body.variantId}`);
  if (variantStock(bundle.product, variant).stockStatus === 'InStock') {
    throw new ApiHttpError(400, 'API400', `Variant ${variant.id} is in stock: nothing to notify`);
  }
  const email = body.email.toLowerCase();
  await db
    .insert(catalogNotifications)
    .values({ productId: bundle.product.id, variantId: variant.id, email })
    .onConflictDoNothing();
  return { productId: bundle.product.id, variantId: variant.id, email, subscribed: true };
}

/**
 * The compare component (spec 2 §7 "Internal"): tiles of 2-4 products with price and
 * attributes (colours, sizes), in the order asked, each product once (`compareSchema`).
 * @throws ApiHttpError 404 `API404` naming the first unknown product
 */
export async function compareProducts(db: Database, productIds: string[], ctx: ViewContext) {
  const ids = [...new Set(productIds)];
  const loaded = await loadBundles(db, ctx.currency, ids);
  const missing = ids.find((id) => !loaded.some((b) => b.product.id === id));
  if (missing) throw new ApiHttpError(404, 'API404', `Product not found: ${missing}`);
  // In the order asked (the shopper's order of choice), each product once.
  const bundles = ids.flatMap((id) => loaded.filter((b) => b.product.id === id));
  return {
    products: bundles.map((b) => ({
      ...toTile(b, ctx),
      price: productPrice(b),
      attributes: {
        colors: b.product.colors.map((c) => c.value),
        sizes: [...new Set(b.variants.flatMap((v) => v.attributes.size ?? []))],
      },
    })),
  };
}
