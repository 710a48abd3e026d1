import { Container } from '@storefront/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { favoritesOffered, readFavorites } from '../../../../src/lib/favorites/read';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';
import { FavoritesPageClient } from './FavoritesPage.client';
import * as styles from './page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'favorites' }))('title'),
);

/**
 * The favorites page `/{lang}-{region}/account/favorites` (spec 1 §4; spec 2 §7 wishlists): the
 * signed-in shopper's favorites with remove and add to cart, and sharing (the share link opens
 * the public read-only list). A guest signs in first and comes back (`requireSignedIn`); a
 * connected employee has no favorites (spec 1 §4): a 404. The list is read here for the first
 * HTML when the session's token allows it, else the island loads it.
 */
export default async function FavoritesRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'favorites'));
  if (!(await favoritesOffered())) notFound();
  const favorites = await readFavorites(locale);
  return (
    <Container className={styles.page}>
      <IntlIsland locale={locale} namespaces={['favorites']}>
        <FavoritesPageClient
          localePath={locale.path}
          {...(favorites ? { initialFavorites: favorites } : {})}
        />
      </IntlIsland>
    </Container>
  );
}
