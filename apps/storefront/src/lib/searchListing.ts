import 'server-only';
import type { ProductSearch, StorefrontLocale } from '@storefront/api-contract';
import type { ContentDocument } from '@storefront/blocks';
import { type ListingState, readListingState } from '@storefront/commerce';
import { type CatalogResult, searchProducts } from './catalog';
import { getAugmentedContent } from './content';
import { previewQueryOf } from './draft';
import type { PreviewQuery, SearchParams } from './preview';

/** What the search route loads for one request (its metadata and its page read the same). */
export interface SearchListing {
  /** Preview settings of the query (`preview`, `previewDateTime`). */
  preview: PreviewQuery;
  /** Words, facets, sort and page of the query. */
  state: ListingState;
  /** The `search` augmented page (spec 2 §7: its content slots), if any. */
  document: ContentDocument | undefined;
  /** The product search of the state; `undefined` without words (nothing searched). */
  search: CatalogResult<ProductSearch> | undefined;
}

/**
 * The data of the search page `/{lang}-{region}/search?q=` (spec 2 §2 page type `search`): the
 * `search` augmented page and the product search of the URL's words, facets, sort and page,
 * loaded in parallel, each cached per request and across requests (`content.ts`,
 * `catalog.ts`). Never throws.
 */
export async function loadSearchListing(
  locale: StorefrontLocale,
  query: SearchParams,
): Promise<SearchListing> {
  const preview = await previewQueryOf(query);
  const state = readListingState(query);
  const [document, search] = await Promise.all([
    getAugmentedContent(locale, 'search'),
    state.q ? searchProducts(locale, state) : Promise.resolve(undefined),
  ]);
  return { preview, state, document: document.ok ? document.document : undefined, search };
}
