import type { Category, StorefrontLocale } from '@storefront/api-contract';
import { catalogLabelsFrom, categoryUrl, favoriteToggleLabelsFrom } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { getAutoSuggest, getTopCategories } from '../../lib/catalog';
import { favoritesOffered } from '../../lib/favorites/read';
import type { SearchParams } from '../../lib/preview';
import { loadSearchListing } from '../../lib/searchListing';
import { decisionGridProductIds } from '../../lib/services/decisionContext';
import { CatalogSlotsProvider, slotsOf } from '../CategoryPage/CatalogSlots';
import { searchHref } from '../HeaderSearch/suggestions';
import { listingQuickShopWordsFor } from '../ListingQuickShop';
import { ProductListing } from '../ProductListing';
import { SearchAnalytics } from '../SearchAnalytics';
import { noResultsProbe, noResultsTerms } from './noResults';
import { type SearchPageState, SearchPageView } from './SearchPageView';
import { searchSlots } from './slots';

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  locale: StorefrontLocale;
  searchParams: SearchParams;
}

/**
 * The search page (spec 2 §2 page type `search`): the words searched as its heading, a GET form
 * to search again, the `search` augmented page's slots (spec 2 §7, spec 3 page kind `search`:
 * `top` first, `main` above the results or under the no-results suggestions, `bottom` last) and the results of the product search
 * in the category page's listing (`ProductListing`: facets, sort, count, cards, pagination as
 * links and GET forms on `/{locale}/search` with `q` kept, working without JavaScript). No
 * results: terms that share the first letters of the longest word (autoSuggest) and the top
 * categories; no words: a prompt and the categories. A failing search keeps the page with an
 * alert. The markup is {@link SearchPageView}'s.
 */
export async function SearchPage({ locale, searchParams }: SearchPageProps) {
  const labels = catalogLabelsFrom(
    await getTranslations({ locale: locale.path, namespace: 'catalog' }),
  );
  const t = await getTranslations({ locale: locale.path, namespace: 'search' });
  const shell = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const quickShop = await listingQuickShopWordsFor(locale);
  const favoriteLabels = (await favoritesOffered())
    ? favoriteToggleLabelsFrom(await getTranslations({ locale: locale.path, namespace: 'cart' }))
    : undefined;
  const {
    preview: { preview, previewDateTime },
    state: listingState,
    document,
    search,
  } = await loadSearchListing(locale, searchParams);
  const basePath = `/${locale.path}/search`;
  const q = listingState.q;
  const empty = !q || (search?.ok === true && search.value.total === 0);
  const probe = q && empty ? noResultsProbe(q) : undefined;
  const [suggest, categories] = empty
    ? await Promise.all([
        probe ? getAutoSuggest(locale, probe) : Promise.resolve(undefined),
        getTopCategories(locale),
      ])
    : [undefined, [] as Category[]];
  const heading = q ? t('page.resultsFor', { q }) : t('page.title');
  const categoryLinks = categories.map((c) => ({
    href: categoryUrl(locale.path, c),
    label: c.name,
  }));

  const state: SearchPageState = !q
    ? 'prompt'
    : !search?.ok
      ? 'failed'
      : search.value.total === 0
        ? 'noResults'
        : 'results';

  return (
    <CatalogSlotsProvider
      locale={locale}
      path={basePath}
      searchParams={searchParams}
      preview={preview}
      slots={slotsOf(document, searchSlots)}
      productIds={search?.ok ? decisionGridProductIds(search.value.products) : []}
    >
      {(slot) => (
        <SearchPageView
          basePath={basePath}
          q={q}
          state={state}
          words={{
            heading,
            formLabel: t('page.formLabel'),
            submit: t('field.submit'),
            prompt: t('page.prompt'),
            categories: t('page.categories'),
            noResults: q ? t('page.noResults', { q }) : '',
            noResultsText: t('page.noResultsText'),
            tryTerms: t('page.tryTerms'),
            unavailable: shell('contentUnavailable.text'),
          }}
          termLinks={
            q && state === 'noResults'
              ? noResultsTerms(q, suggest).map((term) => ({
                  href: searchHref(locale.path, term),
                  label: term,
                }))
              : []
          }
          categoryLinks={categoryLinks}
          preview={
            preview ? { label: shell('previewBanner'), dateTime: previewDateTime } : undefined
          }
          slot={slot}
          results={
            search?.ok && state === 'results' ? (
              <ProductListing
                locale={locale}
                search={search.value}
                state={listingState}
                basePath={basePath}
                label={heading}
                labels={labels}
                favoriteLabels={favoriteLabels}
                origin="Search"
                quickShop={quickShop}
                searchTerm={q}
              />
            ) : undefined
          }
          analytics={
            q && state === 'noResults' ? (
              <SearchAnalytics view="search" term={q} total={0} page={1} />
            ) : undefined
          }
        />
      )}
    </CatalogSlotsProvider>
  );
}
