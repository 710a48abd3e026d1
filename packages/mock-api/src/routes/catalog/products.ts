import {
  type Availability,
  availabilityRequestSchema,
  type Catalog,
  type Inventory,
  maxRecommendations,
  type NotificationSubscription,
  notificationRequestSchema,
  type ProductSet,
  type ProductSets,
  productPaths,
  type WidgetRecommendations,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { catalogTree } from '../../catalog/categories';
import type { CatalogRoutesOptions } from '../../catalog/http';
import { parseBody, parseQuery, routePath, viewContext } from '../../catalog/http';
import { productSet, productSetsOf } from '../../catalog/productSets';
import {
  productAvailability,
  requireProduct as requireProductOf,
  subscribeNotification,
} from '../../catalog/products';
import { widgetRecommendations } from '../../catalog/recommendations';
import { type ProductBundle, toDetails, variantStock } from '../../catalog/repository';

type Params = { id: string };

/**
 * The product of a request in its locale's currency (see `catalog/products.ts`).
 * @throws ApiHttpError 400 `API400` for a malformed product id, 404 `API404` for an unknown one
 */
export function requireProduct(
  options: CatalogRoutesOptions,
  request: FastifyRequest,
  productId: string,
): Promise<ProductBundle> {
  return requireProductOf(options.db, viewContext(request, '').currency, productId);
}

const recommendationsQuery = z.looseObject({
  widgetId: z.string().min(1).default('pdp-similar'),
  productId: z.string().optional(),
  categoryId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(maxRecommendations).default(12),
});

const catalogQuery = z.looseObject({ categoryId: z.string().optional() });

/**
 * Product routes of spec 2 §7: details, availability, inventory, product sets, catalogue,
 * notify-me and widget recommendations. Amounts in the locale's currency (major units).
 * The rules live in `catalog/products.ts`, `productSets.ts`, `categories.ts`,
 * `recommendations.ts`.
 */
export function registerProductRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;
  const ctxOf = (request: FastifyRequest) => viewContext(request, options.mediaBaseUrl(request));
  const productOf = (request: FastifyRequest) =>
    requireProduct(options, request, (request.params as Params).id);

  app.get(routePath(productPaths.details(':id')), async (request) =>
    toDetails(await productOf(request), ctxOf(request)),
  );

  app.get(routePath(productPaths.inventory(':id')), async (request): Promise<Inventory> => {
    const bundle = await productOf(request);
    const variants: Inventory['variants'] = {};
    for (const variant of bundle.variants)
      variants[variant.id] = variantStock(bundle.product, variant);
    return { productId: bundle.product.id, variants };
  });

  app.post(routePath(productPaths.availability(':id')), async (request): Promise<Availability> => {
    const bundle = await productOf(request);
    return productAvailability(db, bundle, parseBody(availabilityRequestSchema, request));
  });

  app.get(routePath(productPaths.productSets(':id')), async (request): Promise<ProductSets> => {
    const bundle = await productOf(request);
    return productSetsOf(db, bundle.product.id);
  });

  app.get(
    routePath(productPaths.productSet(':id')),
    async (request): Promise<ProductSet> =>
      productSet(db, (request.params as Params).id, ctxOf(request)),
  );

  app.get(productPaths.catalog, async (request): Promise<Catalog> => {
    const query = parseQuery(catalogQuery, request);
    return catalogTree(db, ctxOf(request).language, query.categoryId);
  });

  app.put(productPaths.notifications, async (request): Promise<NotificationSubscription> => {
    const body = parseBody(notificationRequestSchema, request);
    const bundle = await requireProduct(options, request, body.productId);
    return subscribeNotification(db, bundle, body);
  });

  app.get(
    productPaths.widgetRecommendations,
    async (request): Promise<WidgetRecommendations> =>
      widgetRecommendations(db, parseQuery(recommendationsQuery, request), ctxOf(request)),
  );
}
