import {
  localisePath,
  type ProductSearch,
  type ProductTile,
  type StorefrontLocale,
} from '@storefront/api-contract';
import {
  type CatalogLabels,
  Facets,
  type FavoriteToggleLabels,
  type ListingState,
  listingHref,
  ProductGrid,
} from '@storefront/commerce';
import { SortSelect } from '@storefront/commerce/client';
import { Inline, Pagination, Stack } from '@storefront/ui';
import {
  type ProductOrigin,
  productOriginAttribute,
  searchTermAttribute,
} from '../../lib/searchAnalytics';
import { CompareBar, CompareChoice, type CompareOffer } from '../Compare';
import { FavoriteHeart } from '../Favorites';
import { ListingQuickShop, type ListingQuickShopWords } from '../ListingQuickShop';
import { SearchAnalytics } from '../SearchAnalytics';
import * as styles from './ProductListing.css';

/** Props of {@link ProductListing}. */
export interface ProductListingProps {
  locale: StorefrontLocale;
  /** The product search of the page's listing state. */
  search: ProductSearch;
  /** Search words, facets, sort and page of the URL. */
  state: ListingState;
  /** Path the links and forms lead to (`/en-us/c/footwear-3000`, `/en-us/search`). */
  basePath: string;
  /** Accessible name of the product grid (the category's name, the search's heading). */
  label: string;
  labels: CatalogLabels;
  /** The favorite heart's words; none: no heart (a connected employee, spec 1 §4). */
  favoriteLabels?: FavoriteToggleLabels | undefined;
  /** The origin label of the products' clicks (spec 3 §9: `Search`, `Grid`). */
  origin: ProductOrigin;
  /** The search words, kept on the products' clicks (the search page). */
  searchTerm?: string | undefined;
  /** Compare offered on the cards (the category grid, spec 2 §7 compare); none: no compare. */
  compare?: CompareOffer | undefined;
  /**
   * The quick-shop under each card but a digital product's (spec 3 §4), its add labelled with
   * `origin`; none: no quick-shop.
   */
  quickShop?: ListingQuickShopWords | undefined;
}

/**
 * The product listing of the category and search pages (spec 1 §9, spec 2 §7 product search):
 * facets, result count, sort, product cards and pagination (1 page with 2 siblings), all as
 * links and GET forms on `basePath` with the state in the URL, so they work without JavaScript.
 * With `compare`, a compare choice under each card and the compare form above the grid; with
 * `quickShop`, a quick-shop under each card whose add carries the listing's origin.
 * Its analytics (spec 3 §9): product clicks with the listing's origin, and on the search page
 * the results view.
 */
export function ProductListing({
  locale,
  search,
  state,
  basePath,
  label,
  labels,
  favoriteLabels,
  origin,
  searchTerm,
  compare,
  quickShop,
}: ProductListingProps) {
  const swatches = Object.fromEntries(
    search.products.flatMap((p) => p.colors.map((c) => [c.value, c.swatch])),
  );
  return (
    <div className={styles.layout}>
      {searchTerm ? (
        <SearchAnalytics view="search" term={searchTerm} total={search.total} page={search.page} />
      ) : (
        <SearchAnalytics />
      )}
      <div>
        <Facets
          facets={search.facets}
          state={state}
          basePath={basePath}
          swatches={swatches}
          labels={labels}
        />
      </div>
      <Stack
        as="section"
        gap="lg"
        aria-labelledby="results-count"
        {...{ [productOriginAttribute]: origin, [searchTermAttribute]: searchTerm }}
      >
        <div className={styles.toolbar}>
          <p id="results-count" className={styles.count} role="status">
            {labels.resultCount(search.total)}
          </p>
          <SortSelect
            options={search.sortOptions}
            state={state}
            basePath={basePath}
            labels={{ sortBy: labels.sortBy, applySort: labels.applySort, sorts: labels.sorts }}
          />
        </div>
        {compare ? <CompareBar offer={compare} /> : null}
        <ProductGrid
          products={search.products}
          hrefOf={(p) => localisePath(locale.path, p.url)}
          locale={locale.tag}
          label={label}
          labels={labels}
          {...(favoriteLabels
            ? {
                actionOf: (p: ProductTile) => (
                  <FavoriteHeart
                    productId={p.id}
                    productName={p.name}
                    productHref={localisePath(locale.path, p.url)}
                    localePath={locale.path}
                    labels={favoriteLabels}
                  />
                ),
              }
            : {})}
          {...(compare || quickShop
            ? {
                extraOf: (p: ProductTile) => (
                  <Inline gap="sm" justify="between">
                    {compare ? (
                      <CompareChoice
                        productId={p.id}
                        text={compare.choiceText}
                        label={compare.choiceLabel(p.name)}
                      />
                    ) : null}
                    {quickShop && !p.isDigitalProduct ? (
                      <ListingQuickShop
                        productId={p.id}
                        url={p.url}
                        href={localisePath(locale.path, p.url)}
                        origin={origin}
                        text={quickShop.text}
                        label={quickShop.label(p.name)}
                      />
                    ) : null}
                  </Inline>
                ),
              }
            : {})}
        />
        {search.pageCount > 1 ? (
          <Pagination
            page={search.page}
            pageCount={search.pageCount}
            getHref={(page) => listingHref(basePath, state, { page })}
            label={labels.pagination}
            labels={{ previous: labels.previousPage, next: labels.nextPage, page: labels.page }}
          />
        ) : null}
      </Stack>
    </div>
  );
}
