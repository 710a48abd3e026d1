import type { Category, StorefrontLocale } from '@storefront/api-contract';
import { catalogLabelsFrom, categoryUrl, favoriteToggleLabelsFrom } from '@storefront/commerce';
import { Button, Inline, Stack } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { getAutoSuggest, getTopCategories } from '../../lib/catalog';
import { favoritesOffered } from '../../lib/favorites/read';
import type { SearchParams } from '../../lib/preview';
import { loadSearchListing } from '../../lib/searchListing';
import { CatalogPageFrame } from '../CatalogPageFrame';
import { CatalogSlotsProvider, slotsOf } from '../CategoryPage/CatalogSlots';
import { searchHref } from '../HeaderSearch/suggestions';
import { ProductListing } from '../ProductListing';
import { SearchAnalytics } from '../SearchAnalytics';
import { noResultsProbe, noResultsTerms } from './noResults';
import * as styles from './SearchPage.css';
import { searchSlots } from './slots';

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  locale: StorefrontLocale;
  searchParams: SearchParams;
}

/** Links to suggested searches or categories, as pills. */
function Suggestions({
  title,
  links,
}: {
  title: string;
  links: { href: string; label: string }[];
}) {
  if (links.length === 0) return null;
  const id = `suggest-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      <Inline as="ul" gap="xs" className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.chip} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

/**
 * The search page (spec 2 §2 page type `search`): the words searched as its heading, a GET form
 * to search again, the `search` augmented page's slots (spec 2 §7, spec 3 page kind `search`:
 * `top` first, `main` above the results or under the no-results suggestions, `bottom` last) and the results of the product search
 * in the category page's listing (`ProductListing`: facets, sort, count, cards, pagination as
 * links and GET forms on `/{locale}/search` with `q` kept, working without JavaScript). No
 * results: terms that share the first letters of the longest word (autoSuggest) and the top
 * categories; no words: a prompt and the categories. A failing search keeps the page with an
 * alert.
 */
export async function SearchPage({ locale, searchParams }: SearchPageProps) {
  const labels = catalogLabelsFrom(
    await getTranslations({ locale: locale.path, namespace: 'catalog' }),
  );
  const t = await getTranslations({ locale: locale.path, namespace: 'search' });
  const shell = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const favoriteLabels = (await favoritesOffered())
    ? favoriteToggleLabelsFrom(await getTranslations({ locale: locale.path, namespace: 'cart' }))
    : undefined;
  const {
    preview: { preview, previewDateTime },
    state,
    document,
    search,
  } = await loadSearchListing(locale, searchParams);
  const basePath = `/${locale.path}/search`;
  const q = state.q;
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

  return (
    <CatalogSlotsProvider
      locale={locale}
      path={basePath}
      searchParams={searchParams}
      preview={preview}
      slots={slotsOf(document, searchSlots)}
    >
      {(slot) => (
        <CatalogPageFrame
          preview={
            preview ? { label: shell('previewBanner'), dateTime: previewDateTime } : undefined
          }
          title={heading}
        >
          <search aria-label={t('page.formLabel')}>
            <form action={basePath} method="get">
              <Stack gap="xs" className={styles.form}>
                <label className={styles.label} htmlFor="search-page-q">
                  {t('page.formLabel')}
                </label>
                <Inline gap="xs" wrap={false}>
                  <input
                    id="search-page-q"
                    className={styles.input}
                    type="search"
                    name="q"
                    required
                    maxLength={200}
                    defaultValue={q ?? ''}
                  />
                  <Button type="submit">{t('field.submit')}</Button>
                </Inline>
              </Stack>
            </form>
          </search>
          {slot('top')}
          {!q ? (
            <>
              <p className={styles.text}>{t('page.prompt')}</p>
              <Suggestions title={t('page.categories')} links={categoryLinks} />
            </>
          ) : !search?.ok ? (
            <p role="alert" className={styles.alert}>
              {shell('contentUnavailable.text')}
            </p>
          ) : search.value.total === 0 ? (
            <Stack gap="lg">
              <Stack gap="xs" role="status">
                <h2 className={styles.subheading}>{t('page.noResults', { q })}</h2>
                <p className={styles.text}>{t('page.noResultsText')}</p>
              </Stack>
              <Suggestions
                title={t('page.tryTerms')}
                links={noResultsTerms(q, suggest).map((term) => ({
                  href: searchHref(locale.path, term),
                  label: term,
                }))}
              />
              <Suggestions title={t('page.categories')} links={categoryLinks} />
              {slot('main')}
              <SearchAnalytics view="search" term={q} total={0} page={1} />
            </Stack>
          ) : (
            <>
              {slot('main')}
              <ProductListing
                locale={locale}
                search={search.value}
                state={state}
                basePath={basePath}
                label={heading}
                labels={labels}
                favoriteLabels={favoriteLabels}
                origin="Search"
                searchTerm={q}
              />
            </>
          )}
          {slot('bottom')}
        </CatalogPageFrame>
      )}
    </CatalogSlotsProvider>
  );
}
