import { Container } from '@storefront/ui';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoreLocator, type StoreLocatorSearch } from '../../../src/components/StoreLocator';
import type { Translate } from '../../../src/i18n/translate';
import { type LocaleRouteProps, routeLocale } from '../../../src/lib/routeParams';
import { chooseFavoriteStoreFormAction } from '../../../src/lib/stores/actions';
import { readFavoriteStoreId } from '../../../src/lib/stores/favoriteStore';
import { findStores, locatorQueryOf } from '../../../src/lib/stores/locator';

/** The locator's title in the locale's words; a search result is not indexed. */
export async function generateMetadata({
  params,
  searchParams,
}: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'stores' });
  const search = locatorQueryOf(await searchParams);
  return {
    title: t('locator.title'),
    ...(search.kind === 'all' ? {} : { robots: { index: false } }),
  };
}

/**
 * The store locator `/{lang}-{region}/stores` (spec 2 §7 "Stores"): `?q=` a postal code or a
 * city, `?lat=&lng=` the browser's location (when the shopper allows it); without either, every
 * store of the locale's country. Each store can be made the shopper's favourite (a cookie the
 * product page and the cart read). Read per request (the favourite store is the shopper's).
 */
export default async function StoresPage({ params, searchParams }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const query = locatorQueryOf(await searchParams);
  const [t, result, favoriteStoreId] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'stores' }),
    findStores(locale, query),
    readFavoriteStoreId(),
  ]);
  const search: StoreLocatorSearch = query.kind === 'location' ? { kind: 'location' } : query;
  return (
    <Container>
      <StoreLocator
        path={`/${locale.path}/stores`}
        tag={locale.tag}
        search={search}
        stores={result.ok ? result.stores : null}
        favoriteStoreId={favoriteStoreId}
        chooseAction={chooseFavoriteStoreFormAction}
        t={t as Translate}
      />
    </Container>
  );
}
