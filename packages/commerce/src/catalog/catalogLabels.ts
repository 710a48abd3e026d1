import type { SearchSort } from '@storefront/api-contract';
import type { Translate } from '../messages/translate';

/**
 * Interface words of the catalogue's server-rendered components (category and product pages),
 * built from the `catalog` catalogue by {@link catalogLabelsFrom}. Some are functions, so they
 * stay on the server; the product page's client islands take their own string labels
 * (`ProductGalleryLabels`, `AddToCartLabels`, `NotifyMeLabels`, `SortSelectLabels`).
 */
export interface CatalogLabels {
  /** Price screen-reader prefixes and notices (ui `Price`). */
  price: {
    current: string;
    original: string;
    discount: (percent: string) => string;
    lowestPrice: (amount: string) => string;
  };
  /** Breadcrumb: its name and the home link. */
  breadcrumb: string;
  home: string;
  colourCount: (n: number) => string;
  rating: (average: string, count: number) => string;
  outOfStock: string;
  presale: string;
  /** Filters panel. */
  filters: string;
  clearAll: string;
  clearFacet: (facet: string) => string;
  selected: string;
  facetValue: (label: string, count: number) => string;
  sortBy: string;
  applySort: string;
  sorts: Record<SearchSort, string>;
  resultCount: (n: number) => string;
  noResults: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (n: number) => string;
  /** Variant choice. */
  chosen: (label: string) => string;
  unavailable: string;
  chooseOption: (attribute: string) => string;
  /** Stock state (spec 3 §4). */
  inStock: string;
  lowStock: (n: number) => string;
  presaleSignIn: string;
  /** Details. */
  details: string;
  modelMeasurements: string;
  customise: string;
  reviews: string;
  reviewsSummary: (average: string, count: number) => string;
  starCount: (stars: number, count: number) => string;
  noReviews: string;
  verifiedBuyer: string;
  reviewPagination: string;
}

/**
 * The screen-reader words of ui `Price` from a translator whose namespace has a `price` group
 * (`catalog` and `cart` both do).
 */
export function priceLabelsFrom(t: Translate): CatalogLabels['price'] {
  return {
    current: t('price.current'),
    original: t('price.original'),
    discount: (percent: string) => t('price.discount', { percent }),
    lowestPrice: (amount: string) => t('price.lowestPrice', { amount }),
  };
}

/**
 * The catalogue words of a translator of the `catalog` namespace
 * (`messages/<language>/catalog.json`): `catalogLabelsFrom(useTranslations('catalog'))` in a client
 * component, `catalogLabelsFrom(await getTranslations({ locale,
 * namespace: 'catalog' }))` in a server component that renders them itself.
 */
export function catalogLabelsFrom(t: Translate): CatalogLabels {
  return {
    price: priceLabelsFrom(t),
    breadcrumb: t('breadcrumb'),
    home: t('home'),
    colourCount: (n: number) => t('colourCount', { n }),
    rating: (average: string, count: number) => t('rating', { average, count }),
    outOfStock: t('outOfStock'),
    presale: t('presale'),
    filters: t('filters'),
    clearAll: t('clearAll'),
    clearFacet: (facet: string) => t('clearFacet', { facet }),
    selected: t('selected'),
    facetValue: (label: string, count: number) => t('facetValue', { label, count }),
    sortBy: t('sortBy'),
    applySort: t('applySort'),
    sorts: {
      relevance: t('sorts.relevance'),
      'price-asc': t('sorts.price-asc'),
      'price-desc': t('sorts.price-desc'),
      newest: t('sorts.newest'),
      rating: t('sorts.rating'),
      'name-asc': t('sorts.name-asc'),
    },
    resultCount: (n: number) => t('resultCount', { n }),
    noResults: t('noResults'),
    pagination: t('pagination'),
    previousPage: t('previousPage'),
    nextPage: t('nextPage'),
    page: (n: number) => t('page', { n }),
    chosen: (label: string) => t('chosen', { label }),
    unavailable: t('unavailable'),
    chooseOption: (attribute: string) => t('chooseOption', { attribute: attribute.toLowerCase() }),
    inStock: t('inStock'),
    lowStock: (n: number) => t('lowStock', { n }),
    presaleSignIn: t('presaleSignIn'),
    details: t('details'),
    modelMeasurements: t('modelMeasurements'),
    customise: t('customise'),
    reviews: t('reviews'),
    reviewsSummary: (average: string, count: number) => t('reviewsSummary', { average, count }),
    starCount: (stars: number, count: number) => t('starCount', { stars, count }),
    noReviews: t('noReviews'),
    verifiedBuyer: t('verifiedBuyer'),
    reviewPagination: t('reviewPagination'),
  };
}
