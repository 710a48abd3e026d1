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
import { autoSuggest, searchCatalog } from '../../catalog/searchService';
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
    return searchCatalog(db, { ...query, facets }, ctx);
  });

  app.get(productPaths.autoSuggest, async (request): Promise<AutoSuggest> => {
    const { q } = parseQuery(suggestQuery, request);
    return autoSuggest(db, q, viewContext(request, options.mediaBaseUrl(request)));
  });
}
