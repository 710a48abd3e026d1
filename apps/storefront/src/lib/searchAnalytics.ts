import { detectPageType, type PageType, productIdFromPath } from '@storefront/api-contract';
import type { AnalyticsEvent } from '@storefront/blocks/services';
import { type ProductOrigin, productOrigins } from './productOrigins';

/**
 * Analytics of search (spec 2 §2 page types `search` and `searchHub`; spec 3 §9 "Analytics":
 * product interaction origins as fixed labels). Pure builders of the events that the storefront's
 * one dispatcher (`pushAnalyticsEvent`) pushes to `window.dataLayer`; every event carries the
 * page type detected from the path.
 */

/** Event names of search (the `event` key of the `dataLayer` entry). */
export const searchAnalyticsEvents = {
  /** A search page showed results: words, result count, page. */
  results: 'searchResults',
  /** A search page found nothing for the words. */
  noResults: 'searchNoResults',
  /** The search hub page was shown. */
  hubView: 'searchHubView',
  /** A suggestion of the header's search field was chosen. */
  suggestion: 'searchSuggestionSelect',
  /** A product of a listing was opened (with its origin label). */
  productClick: 'productClick',
} as const;

export { type ProductOrigin, productOrigins } from './productOrigins';

/** Attribute on the element around a listing's products: its origin label (spec 3 §9). */
export const productOriginAttribute = 'data-product-origin';
/** Attribute with the search words of a listing, kept on its product clicks. */
export const searchTermAttribute = 'data-search-term';

/** The page type of a URL path for analytics (spec 2 §2, `detectPageType`). */
export function analyticsPageType(path: string): PageType {
  return detectPageType(path);
}

/**
 * The event of a search page view: `searchResults`, or `searchNoResults` when `total` is 0.
 * @param path URL path of the page, e.g. `/en-us/search`
 * @param view the words searched, the number of products found and the 1-based page
 */
export function searchViewEvent(
  path: string,
  view: { term: string; total: number; page: number },
): AnalyticsEvent {
  return {
    name: view.total === 0 ? searchAnalyticsEvents.noResults : searchAnalyticsEvents.results,
    data: {
      pageType: analyticsPageType(path),
      searchTerm: view.term,
      resultCount: view.total,
      page: view.page,
    },
  };
}

/** The event of the search hub's view (spec 2 §2 page type `searchHub`). */
export function searchHubViewEvent(path: string): AnalyticsEvent {
  return { name: searchAnalyticsEvents.hubView, data: { pageType: analyticsPageType(path) } };
}

/**
 * The event of a chosen suggestion of the header's search field.
 * @param path URL path of the page the shopper searched from
 * @param choice the suggestion's kind (`recent`, `term`, `category`, `product`), its words and
 *   where it leads
 */
export function suggestionEvent(
  path: string,
  choice: { kind: string; label: string; href: string; query: string },
): AnalyticsEvent {
  const productId = choice.kind === 'product' ? productIdFromPath(choice.href) : undefined;
  return {
    name: searchAnalyticsEvents.suggestion,
    data: {
      pageType: analyticsPageType(path),
      searchTerm: choice.query,
      suggestionType: choice.kind,
      suggestion: choice.label,
      ...(productId ? { productId, origin: productOrigins.autoSuggest } : {}),
    },
  };
}

/**
 * The event of a product opened from a listing, or `undefined` when the link is not a product
 * page's.
 * @param path URL path of the listing page
 * @param click the link's URL, its 1-based position in the grid and the listing's origin
 */
export function productClickEvent(
  path: string,
  click: { href: string; position: number; origin: ProductOrigin; searchTerm?: string },
): AnalyticsEvent | undefined {
  const productId = productIdFromPath(new URL(click.href, 'http://x').pathname);
  if (!productId) return undefined;
  return {
    name: searchAnalyticsEvents.productClick,
    data: {
      pageType: analyticsPageType(path),
      origin: click.origin,
      productId,
      position: click.position,
      ...(click.searchTerm ? { searchTerm: click.searchTerm } : {}),
    },
  };
}
