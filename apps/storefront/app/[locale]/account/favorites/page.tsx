import { pageOfQuery, pageWindow } from '@storefront/commerce';
import { Container } from '@storefront/ui';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { favoritesOffered, readFavorites } from '../../../../src/lib/favorites/read';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleRouteProps, queryValue, routeLocale } from '../../../../src/lib/routeParams';
import { FavoritesPageClient } from './FavoritesPage.client';
import * as styles from './page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'favorites' }))('title'),
);

/**
 * The favorites page `/{lang}-{region}/account/favorites?page={n}` (spec 1 §4; spec 2 §7
 * wishlists): the signed-in shopper's favorites, newest first, a page at a time (spec 1 §9),
 * with remove and add to cart, and sharing (the share link opens the public read-only list).
 * A guest signs in first and comes back (`requireSignedIn`); a connected employee has no
 * favorites (spec 1 §4): a 404. The page is read here for the first HTML when the session's
 * token allows it, else the island loads it; a page past the last goes to the last.
 */
export default async function FavoritesRoute({ params, searchParams }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const page = pageOfQuery(queryValue(await searchParams, 'page'));
  const listHref = accountSectionHref(locale.path, 'favorites');
  const pageHref = (n: number) => (n > 1 ? `${listHref}?page=${n}` : listHref);
  await requireSignedIn(locale, pageHref(page));
  if (!(await favoritesOffered())) notFound();
  const favorites = await readFavorites(locale, page);
  // A page past the last one (an old link, items removed since): the last page.
  if (favorites && favorites.total > 0 && favorites.items.length === 0) {
    redirect(pageHref(pageWindow(favorites, favorites.count).pageCount));
  }
  return (
    <Container className={styles.page}>
      <IntlIsland locale={locale} namespaces={['favorites']}>
        <FavoritesPageClient
          localePath={locale.path}
          page={page}
          {...(favorites ? { initialFavorites: favorites } : {})}
        />
      </IntlIsland>
    </Container>
  );
}
