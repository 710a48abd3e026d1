import { randomUUID } from 'node:crypto';
import {
  type Availability,
  availabilityRequestSchema,
  type Catalog,
  type Category,
  type Inventory,
  maxRecommendations,
  type NotificationSubscription,
  notificationRequestSchema,
  type ProductSet,
  type ProductSets,
  productIdPattern,
  productPaths,
  type WidgetRecommendations,
} from '@storefront/api-contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  type CatalogRoutesOptions,
  parseBody,
  parseQuery,
  routePath,
  viewContext,
} from '../../catalog/http';
import {
  loadBundle,
  loadBundles,
  type ProductBundle,
  productPrice,
  productUrl,
  toDetails,
  toTile,
  variantStock,
} from '../../catalog/repository';
import {
  catalogCategories,
  catalogNotifications,
  catalogProductSets,
  catalogProducts,
  storeInventory,
  stores,
} from '../../db/schema';
import { ApiHttpError } from '../../errors';

type Params = { id: string };

/** 400 `API400` for a malformed product id, 404 `API404` for an unknown one. */
export async function requireProduct(
  options: CatalogRoutesOptions,
  request: FastifyRequest,
  productId: string,
): Promise<ProductBundle> {
  if (!productIdPattern.test(productId)) {
    throw new ApiHttpError(
      400,
      'API400',
      `Invalid productId: ${productId} (8-11 upper-case alphanumerics)`,
    );
  }
  const ctx = viewContext(request, '');
  const bundle = await loadBundle(options.db, ctx.currency, productId);
  if (!bundle) throw new ApiHttpError(404, 'API404', `Product not found: ${productId}`);
  return bundle;
}

const recommendationsQuery = z.looseObject({
  widgetId: z.string().min(1).default('pdp-similar'),
  productId: z.string().optional(),
  categoryId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(maxRecommendations).default(12),
});

const widgetTitles: Record<string, string> = {
  'pdp-similar': 'You may also like',
  'cart-upsell': 'Complete your kit',
  bestsellers: 'Bestsellers',
};

/**
 * Product routes of spec 2 §7: details, availability, inventory, product sets, catalogue,
 * notify-me and widget recommendations. Amounts in the locale's currency (major units).
 */
export function registerProductRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;
  const ctxOf = (request: FastifyRequest) => viewContext(request, options.mediaBaseUrl(request));

  app.get(routePath(productPaths.details(':id')), async (request) => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    return toDetails(bundle, ctxOf(request));
  });

  app.get(routePath(productPaths.inventory(':id')), async (request): Promise<Inventory> => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    const variants: Inventory['variants'] = {};
    for (const variant of bundle.variants)
      variants[variant.id] = variantStock(bundle.product, variant);
    return { productId: bundle.product.id, variants };
  });

  app.post(routePath(productPaths.availability(':id')), async (request): Promise<Availability> => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    const body = parseBody(availabilityRequestSchema, request);
    const quantity = body.quantity ?? 1;
    const wanted = body.variantIds ?? bundle.variants.map((v) => v.id);
    const unknown = wanted.filter((id) => !bundle.variants.some((v) => v.id === id));
    if (unknown.length > 0)
      throw new ApiHttpError(400, 'API400', `Unknown variantIds: ${unknown.join(', ')}`);
    const storeIds = body.storeIds ?? [];
    const storeRows = storeIds.length
      ? await db.select().from(stores).where(inArray(stores.id, storeIds))
      : [];
    const missing = storeIds.filter((id) => !storeRows.some((s) => s.id === id));
    if (missing.length > 0)
      throw new ApiHttpError(400, 'API400', `Unknown storeIds: ${missing.join(', ')}`);
    const stock = storeIds.length
      ? await db.select().from(storeInventory).where(inArray(storeInventory.variantId, wanted))
      : [];
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
  });

  app.get(routePath(productPaths.productSets(':id')), async (request): Promise<ProductSets> => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    const sets = await db
      .select()
      .from(catalogProductSets)
      .where(sql`${catalogProductSets.productIds} @> ${JSON.stringify([bundle.product.id])}::jsonb`)
      .orderBy(catalogProductSets.id);
    return {
      productId: bundle.product.id,
      productSets: sets.map((s) => ({ id: s.id, name: s.name, productIds: s.productIds })),
    };
  });

  app.get(routePath(productPaths.productSet(':id')), async (request): Promise<ProductSet> => {
    const { id } = request.params as Params;
    const [set] = await db.select().from(catalogProductSets).where(eq(catalogProductSets.id, id));
    if (!set) throw new ApiHttpError(404, 'API404', `Product set not found: ${id}`);
    const ctx = ctxOf(request);
    const bundles = await loadBundles(db, ctx.currency, set.productIds);
    return {
      id: set.id,
      name: set.name,
      description: set.description,
      products: bundles.map((b) => toTile(b, ctx)),
    };
  });

  app.get(productPaths.catalog, async (request): Promise<Catalog> => {
    const query = parseQuery(z.looseObject({ categoryId: z.string().optional() }), request);
    const ctx = ctxOf(request);
    const rows = await db.select().from(catalogCategories).orderBy(catalogCategories.position);
    const counts = await db
      .select({
        id: sql<string>`jsonb_array_elements_text(${catalogProducts.categoryIds})`,
        n: sql<number>`1`,
      })
      .from(catalogProducts);
    const count = new Map<string, number>();
    for (const row of counts) count.set(row.id, (count.get(row.id) ?? 0) + 1);
    const build = (parentId: string | null): Category[] =>
      rows
        .filter((r) => r.parentId === parentId)
        .map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.names[ctx.language] ?? r.names.en ?? r.slug,
          url: `/c/${r.slug}-${r.id}`,
          ...(r.parentId ? { parentId: r.parentId } : {}),
          productCount: count.get(r.id) ?? 0,
          children: build(r.id),
        }));
    if (query.categoryId) {
      const row = rows.find((r) => r.id === query.categoryId);
      if (!row) throw new ApiHttpError(404, 'API404', `Category not found: ${query.categoryId}`);
      return { categories: build(row.parentId).filter((c) => c.id === row.id) };
    }
    return { categories: build(null) };
  });

  app.put(productPaths.notifications, async (request): Promise<NotificationSubscription> => {
    const body = parseBody(notificationRequestSchema, request);
    const bundle = await requireProduct(options, request, body.productId);
    const variant = bundle.variants.find((v) => v.id === body.variantId);
    if (!variant) throw new ApiHttpError(400, 'API400', `Unknown variantId: ${body.variantId}`);
    if (variantStock(bundle.product, variant).stockStatus === 'InStock') {
      throw new ApiHttpError(400, 'API400', `Variant ${variant.id} is in stock: nothing to notify`);
    }
    await db
      .insert(catalogNotifications)
      .values({
        productId: bundle.product.id,
        variantId: variant.id,
        email: body.email.toLowerCase(),
      })
      .onConflictDoNothing();
    return {
      productId: bundle.product.id,
      variantId: variant.id,
      email: body.email.toLowerCase(),
      subscribed: true,
    };
  });

  app.get(productPaths.widgetRecommendations, async (request): Promise<WidgetRecommendations> => {
    const query = parseQuery(recommendationsQuery, request);
    const ctx = ctxOf(request);
    const all = (await loadBundles(db, ctx.currency)).filter(
      (b) => !b.product.isFreeGift && b.product.productType !== 'digital',
    );
    let pool = all;
    if (query.productId) {
      const anchor = all.find((b) => b.product.id === query.productId);
      if (!anchor) throw new ApiHttpError(404, 'API404', `Product not found: ${query.productId}`);
      const shared = (b: ProductBundle) =>
        b.product.categoryIds.filter((id) => anchor.product.categoryIds.includes(id)).length;
      pool = all
        .filter((b) => b.product.id !== anchor.product.id)
        .sort((a, b) => shared(b) - shared(a) || b.product.popularity - a.product.popularity);
    } else if (query.categoryId) {
      pool = all.filter((b) => b.product.categoryIds.includes(query.categoryId as string));
      if (pool.length === 0)
        throw new ApiHttpError(
          400,
          'PLP400',
          `List product not found for category ${query.categoryId}`,
        );
      pool.sort((a, b) => b.product.popularity - a.product.popularity);
    } else {
      pool = [...all].sort((a, b) => b.product.popularity - a.product.popularity);
    }
    const available = pool.filter((b) =>
      b.variants.some((v) => variantStock(b.product, v).stockStatus === 'InStock'),
    );
    const batch = randomUUID().slice(0, 8);
    return {
      widgetId: query.widgetId,
      title: widgetTitles[query.widgetId] ?? 'Recommended for you',
      products: available.slice(0, query.limit).map((b, position) => {
        const tile = toTile(b, ctx);
        return {
          recToken: Buffer.from(
            `${query.widgetId}:${b.product.id}:${position + 1}:${batch}`,
          ).toString('base64url'),
          id: b.product.id,
          title: b.product.name,
          url: productUrl(b.product),
          image: tile.image,
          price: productPrice(b),
          currency: ctx.currency,
          rating: tile.rating,
        };
      }),
    };
  });
}
