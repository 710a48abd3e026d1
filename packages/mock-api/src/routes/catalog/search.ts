import {
  type AutoSuggest,
  facetQueryPrefix,
  facetValueSeparator,
  type ProductSearch,
  productPaths,
  type SearchFacetId,
  searchFacetIds,
  searchLimits,
  searchSorts,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type CatalogRoutesOptions, parseQuery, viewContext } from '../../catalog/http';
import { loadBundles } from '../../catalog/repository';
import { descendants, searchProducts, words } from '../../catalog/search';
import { catalogCategories } from '../../db/schema';
import { ApiHttpError } from '../../errors';

const searchQuery = z.looseObject({
  q: z.string().max(200).default(''),
  categoryId: z.string().optional(),
  sort: z.enum(searchSorts).default('relevance'),
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().min(1).max(searchLimits.max).default(searchLimits.default),
});

const suggestQuery = z.looseObject({ q: z.string().trim().min(1).max(100) });

/**
 * Product search and auto-suggest (spec 2 §7). Facet filters are `f_{facet}` parameters
 * with pipe-separated values. Errors: 400 `API400` for a bad query (unknown facet, sort,
 * page or limit), 400 `PLP400` for an unknown category (list product not found).
 */
export function registerSearchRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;

  app.get(productPaths.productSearch, async (request): Promise<ProductSearch> => {
    const query = parseQuery(searchQuery, request);
    const facets: Partial<Record<SearchFacetId, string[]>> = {};
    for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
      if (!name.startsWith(facetQueryPrefix)) continue;
      const id = name.slice(facetQueryPrefix.length) as SearchFacetId;
      if (!searchFacetIds.includes(id))
        throw new ApiHttpError(400, 'API400', `Unknown facet: ${id}`);
      facets[id] = String(value).split(facetValueSeparator).filter(Boolean);
    }
    const ctx = viewContext(request, options.mediaBaseUrl(request));
    const categories = await db.select().from(catalogCategories);
    if (query.categoryId && !categories.some((c) => c.id === query.categoryId)) {
      throw new ApiHttpError(
        400,
        'PLP400',
        `List product not found: unknown category ${query.categoryId}`,
      );
    }
    const bundles = await loadBundles(db, ctx.currency);
    return searchProducts(bundles, categories, { ...query, facets }, ctx);
  });

  app.get(productPaths.autoSuggest, async (request): Promise<AutoSuggest> => {
    const { q } = parseQuery(suggestQuery, request);
    const ctx = viewContext(request, options.mediaBaseUrl(request));
    const [categories, bundles] = await Promise.all([
      db.select().from(catalogCategories),
      loadBundles(db, ctx.currency),
    ]);
    const listed = bundles.filter((b) => !b.product.isFreeGift);
    const prefix = words(q).at(-1) ?? '';
    const terms = new Map<string, number>();
    for (const b of listed) {
      for (const word of new Set(words(`${b.product.name} ${b.product.kind}`))) {
        if (word.length > 2 && word.startsWith(prefix)) terms.set(word, (terms.get(word) ?? 0) + 1);
      }
    }
    const result = searchProducts(
      bundles,
      categories,
      { q, sort: 'relevance', page: 1, limit: 5, facets: {} },
      ctx,
    );
    const name = (c: (typeof categories)[number]) => c.names[ctx.language] ?? c.names.en ?? c.slug;
    return {
      query: q,
      suggestions: [...terms.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 8)
        .map(([term, count]) => ({ term, count })),
      products: result.products,
      categories: categories
        .filter(
          (c) =>
            words(name(c)).some((w) => w.startsWith(prefix)) &&
            descendants(categories, c.id).size > 0,
        )
        .slice(0, 5)
        .map((c) => ({ id: c.id, name: name(c), url: `/c/${c.slug}-${c.id}` })),
    };
  });
}
