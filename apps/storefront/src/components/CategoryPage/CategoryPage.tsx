import type { StorefrontLocale } from '@storefront/api-contract';
import { catalogLabelsFrom, categoryUrl, favoriteToggleLabelsFrom } from '@storefront/commerce';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadCategoryListing } from '../../lib/categoryListing';
import type { SearchParams } from '../../lib/preview';
import { decisionGridProductIds } from '../../lib/services/decisionContext';
import { CatalogPageFrame } from '../CatalogPageFrame';
import { compareOfferFor } from '../Compare';
import { ContentMessage } from '../ContentMessage';
import { listingQuickShopWordsFor } from '../ListingQuickShop';
import { ProductListing } from '../ProductListing';
import { CatalogSlotsProvider, slotsOf } from './CatalogSlots';

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
 * the listing from the product search (`ProductListing`: facets, sort, result count, product
 * cards and pagination as links and GET forms, each card with the favorite heart, spec 1 §4;
 * hidden for staff), then the `bottom` slot below. An unknown category is the
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
  // The favorite heart on each card; hidden for staff in the browser (`FavoriteHeart`), so
  // the page reads no cookie and can come from the cache (spec 1 §4).
  const favoriteLabels = favoriteToggleLabelsFrom(
    await getTranslations({ locale: locale.path, namespace: 'cart' }),
  );
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
  const [compare, quickShop] = await Promise.all([
    compareOfferFor(locale),
    listingQuickShopWordsFor(locale),
  ]);

  return (
    <CatalogSlotsProvider
      locale={locale}
      path={basePath}
      searchParams={searchParams}
      preview={preview}
      slots={slotsOf(document, ['top', 'main', 'bottom'])}
      productIds={search.ok ? decisionGridProductIds(search.value.products) : []}
    >
      {(slot) => (
        <CatalogPageFrame
          preview={preview ? { label: t('previewBanner'), dateTime: previewDateTime } : undefined}
          breadcrumb={{
            label: labels.breadcrumb,
            links: [
              { href: `/${locale.path}`, label: labels.home },
              ...ancestors.map((a) => ({ href: categoryUrl(locale.path, a), label: a.name })),
            ],
          }}
          title={category.name}
        >
          {slot('top')}
          {slot('main')}
          {search.ok ? (
            <ProductListing
              locale={locale}
              search={search.value}
              state={state}
              basePath={basePath}
              label={category.name}
              labels={labels}
              favoriteLabels={favoriteLabels}
              origin="Grid"
              compare={compare}
              quickShop={quickShop}
            />
          ) : (
            <ContentMessage
              role="alert"
              title={t('contentUnavailable.title')}
              text={t('contentUnavailable.text')}
            />
          )}
          {slot('bottom')}
        </CatalogPageFrame>
      )}
    </CatalogSlotsProvider>
  );
}
