import 'server-only';
import type { ProductSearch, StorefrontLocale } from '@storefront/api-contract';
import type { ContentDocument } from '@storefront/blocks';
import { type ListingState, readListingState } from '@storefront/commerce';
import {
  type CatalogResult,
  type CategoryTrail,
  getCategory,
  getCategoryContent,
  searchCategory,
} from './catalog';
import { previewQueryOf } from './draft';
import type { PreviewQuery, SearchParams } from './preview';

/** What a category route loads for one request (its metadata and its page read the same). */
export interface CategoryListing {
  /** Preview settings of the query (`preview`, `previewDateTime`). */
  preview: PreviewQuery;
  /** Facets, sort and page of the query. */
  state: ListingState;
  /** The category and its ancestors (`missing`: the 404). */
  trail: CatalogResult<CategoryTrail>;
  /** The category's content document, if any. */
  document: ContentDocument | undefined;
  /** The product search of the listing state. */
  search: CatalogResult<ProductSearch>;
}

/**
 * The data of a category page `/{lang}-{region}/c/{slug}-{id}`: its trail, content document and
 * product search, loaded in parallel; each call is cached per request, so `generateMetadata`
 * and the page share them. Never throws (failures come back in the results).
 */
export async function loadCategoryListing(
  locale: StorefrontLocale,
  categoryId: string,
  segment: string,
  query: SearchParams,
): Promise<CategoryListing> {
  const preview = await previewQueryOf(query);
  const state = readListingState(query);
  const [trail, document, search] = await Promise.all([
    getCategory(locale, categoryId),
    getCategoryContent(locale, categoryId, segment, preview.preview, preview.previewDateTime),
    searchCategory(locale, categoryId, state),
  ]);
  return { preview, state, trail, document, search };
}
