'use server';

import {
  categoryIdPattern,
  findLocale,
  localisePath,
  maxRecommendations,
  productIdPattern,
} from '@storefront/api-contract';
import type {
  Recommendations,
  RecommendationsInput,
  UpsellInput,
  UpsellProduct,
} from '@storefront/blocks/services';
import { createApiClient, createCatalogService } from '@storefront/commerce/server';
import * as z from 'zod';
import { brand } from '../brand';
import { apiBaseUrl } from '../content';

/** Upsell products come from this recommendation widget of the mock API. */
const upsellWidgetId = 'cart-upsell';

const inputSchema = z.object({
  widgetId: z.string().min(1).max(64).optional(),
  productId: z.string().regex(productIdPattern).optional(),
  categoryId: z.string().regex(categoryIdPattern).optional(),
  limit: z.number().int().min(1).max(maxRecommendations),
});

function catalogFor(localePath: string) {
  const locale = findLocale(localePath);
  if (!locale) throw new Error(`Unknown locale path: ${localePath}`);
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs: 3000 });
  return { locale, catalog: createCatalogService(client) };
}

/**
 * Recommendations for `BlockServices.products` (server action): GET
 * /products/v1/widgetRecommendations through the commerce catalog service, at most 24 (spec 3
 * §9), product URLs under the locale. Rejects on bad input (`Error`) or an API failure
 * (`ApiError`: `API400`, `PLP400` unknown category, `GEN500` answer off contract).
 * @param localePath the storefront locale path, e.g. `en-us`
 */
export async function fetchRecommendations(
  localePath: string,
  input: RecommendationsInput,
): Promise<Recommendations> {
  const query = inputSchema.parse(input);
  const { catalog } = catalogFor(localePath);
  const answer = await catalog.getRecommendations(query);
  return {
    title: answer.title,
    products: answer.products.map((product) => ({
      recToken: product.recToken,
      id: product.id,
      title: product.title,
      url: localisePath(localePath, product.url),
      image: { url: product.image.url, alt: product.image.alt },
      price: { current: product.price.current, original: product.price.original },
      currency: product.currency,
      rating: product.rating,
    })),
  };
}

/**
 * Upsell products for `BlockServices.products` (server action): the `cart-upsell` widget's
 * products (up to `limit`, 3 by default in the block), each with its sku (the first variant id
 * from the product details; the product id when the details fail). Rejects like
 * {@link fetchRecommendations}.
 * @param localePath the storefront locale path, e.g. `en-us`
 */
export async function fetchUpsell(
  localePath: string,
  input: UpsellInput,
): Promise<UpsellProduct[]> {
  const query = inputSchema.parse({ ...input, widgetId: upsellWidgetId });
  const { catalog } = catalogFor(localePath);
  const answer = await catalog.getRecommendations(query);
  const products = answer.products.filter((product) => product.id !== input.productId);
  const details = await Promise.allSettled(
    products.map((product) => catalog.getProductDetails(product.id)),
  );
  return products.map((product, index) => {
    const detail = details[index];
    const sku = detail?.status === 'fulfilled' ? detail.value.variants[0]?.id : undefined;
    return {
      id: product.id,
      sku: sku ?? product.id,
      name: product.title,
      url: localisePath(localePath, product.url),
      image: { url: product.image.url, alt: product.image.alt },
      price: { current: product.price.current, original: product.price.original },
      currency: product.currency,
    };
  });
}
