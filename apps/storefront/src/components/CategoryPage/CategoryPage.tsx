import { localisePath, type ProductTile, type StorefrontLocale } from '@storefront/api-contract';
import {
  catalogLabelsFrom,
  categoryUrl,
  Facets,
  favoriteToggleLabelsFrom,
  listingHref,
  ProductGrid,
} from '@storefront/commerce';
import { SortSelect } from '@storefront/commerce/client';
import { Container, Pagination, Stack } from '@storefront/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadCategoryListing } from '../../lib/categoryListing';
import { favoritesOffered } from '../../lib/favorites/read';
import type { SearchParams } from '../../lib/preview';
import { ContentMessage } from '../ContentMessage';
import { FavoriteHeart } from '../Favorites';
import { PreviewBar } from '../PreviewBar';
import { CatalogSlotsProvider, slotsOf } from './CatalogSlots';
import * as styles from './CategoryPage.css';

/** Props of {@link CategoryPage}. */
export interface CategoryPageProps {
  locale: StorefrontLocale;
  /** Category id of the path (4-10 digits, spec 1 §2). */
  categoryId: string;
  /** The path segment `{slug}-{id}`. */
  segment: string;
  searchParams: SearchParams;
}

/**
 * A category page (spec 1 §2 `/{lang}-{region}/c/{slug}-{id}`): breadcrumb and
 * name from the catalogue tree, the content document's `top` and `main` slots above the listing,
 * the listing from the product search — facets, sort, result count, product cards and pagination
 * (1 page with 2 siblings, spec 1 §9), all as links and GET forms in the URL, so they work
 * without JavaScript, each card with the favorite heart (spec 1 §4; none for a connected
 * employee) — then the `bottom` slot below. An unknown category is the
 * locale's 404; a failing search keeps the shell with an alert.
 */
export async function CategoryPage({
  locale,
  categoryId,
  segment,
  searchParams,
}: CategoryPageProps) {
  const labels = catalogLabelsFrom(
    await getTranslations({ locale: locale.path, namespace: 'catalog' }),
  );
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  // The favorite heart on each card, not for a connected employee (spec 1 §4).
  const favoriteLabels = (await favoritesOffered())
    ? favoriteToggleLabelsFrom(await getTranslations({ locale: locale.path, namespace: 'cart' }))
    : undefined;
  const {
    preview: { preview, previewDateTime },
    state,
    trail,
    document,
    search,
  } = await loadCategoryListing(locale, categoryId, segment, searchParams);
  if (!trail.ok && trail.reason === 'missing') notFound();
  if (!search.ok && search.reason === 'missing') notFound();
  if (!trail.ok) {
    return (
      <ContentMessage
        role="alert"
        title={t('contentUnavailable.title')}
        text={t('contentUnavailable.text')}
      />
    );
  }
  const { category, ancestors } = trail.value;
  const basePath = categoryUrl(locale.path, category);
  const swatches = Object.fromEntries(
    (search.ok ? search.value.products : []).flatMap((p) =>
      p.colors.map((c) => [c.value, c.swatch]),
    ),
  );

  return (
    <CatalogSlotsProvider
      locale={locale}
      path={basePath}
      searchParams={searchParams}
      preview={preview}
      slots={slotsOf(document, ['top', 'main', 'bottom'])}
    >
      {(slot) => (
        <>
          {preview ? <PreviewBar label={t('previewBanner')} dateTime={previewDateTime} /> : null}
          <Container className={styles.page}>
            <nav aria-label={labels.breadcrumb}>
              <ol className={styles.crumbs}>
                <li className={styles.crumb}>
                  <a href={`/${locale.path}`}>{labels.home}</a>
                </li>
                {ancestors.map((a) => (
                  <li key={a.id} className={styles.crumb}>
                    <a href={categoryUrl(locale.path, a)}>{a.name}</a>
                  </li>
                ))}
                <li className={styles.crumb} aria-current="page">
                  {category.name}
                </li>
              </ol>
            </nav>
            <h1 className={styles.title}>{category.name}</h1>
            {slot('top')}
            {slot('main')}
            {search.ok ? (
              <div className={styles.layout}>
                <div>
                  <Facets
                    facets={search.value.facets}
                    state={state}
                    basePath={basePath}
                    swatches={swatches}
                    labels={labels}
                  />
                </div>
                <Stack as="section" gap="lg" aria-labelledby="results-count">
                  <div className={styles.toolbar}>
                    <p id="results-count" className={styles.count} role="status">
                      {labels.resultCount(search.value.total)}
                    </p>
                    <SortSelect
                      options={search.value.sortOptions}
                      state={state}
                      basePath={basePath}
                      labels={{
                        sortBy: labels.sortBy,
                        applySort: labels.applySort,
                        sorts: labels.sorts,
                      }}
                    />
                  </div>
                  <ProductGrid
                    products={search.value.products}
                    hrefOf={(p) => localisePath(locale.path, p.url)}
                    locale={locale.tag}
                    label={category.name}
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
                  />
                  {search.value.pageCount > 1 ? (
                    <Pagination
                      page={search.value.page}
                      pageCount={search.value.pageCount}
                      getHref={(page) => listingHref(basePath, state, { page })}
                      label={labels.pagination}
                      labels={{
                        previous: labels.previousPage,
                        next: labels.nextPage,
                        page: labels.page,
                      }}
                    />
                  ) : null}
                </Stack>
              </div>
            ) : (
              <ContentMessage
                role="alert"
                title={t('contentUnavailable.title')}
                text={t('contentUnavailable.text')}
              />
            )}
            {slot('bottom')}
          </Container>
        </>
      )}
    </CatalogSlotsProvider>
  );
}
