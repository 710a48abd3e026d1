import { pageOfQuery, sharedListHref } from '@storefront/commerce';
import { Container } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { ContentMessage } from '../../../../../src/components/ContentMessage';
import { IntlIsland } from '../../../../../src/i18n/IntlIsland';
import { readSharedFavorites } from '../../../../../src/lib/favorites/read';
import { privateMetadataFor } from '../../../../../src/lib/pageMetadata';
import {
  decodeSegment,
  queryValue,
  routeLocale,
  shellParams,
} from '../../../../../src/lib/routeParams';
import * as styles from './page.css';
import { SharedFavoritesList } from './SharedFavoritesList.client';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('favoriteId');

/** The page title in the locale's words; never indexed (a private link). */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'favorites' }))('shared.title'),
);

/**
 * The public view of a shared favorites list `/{lang}-{region}/favorites/shared/{favoriteId}
 * ?token=…` (spec 1 §4 share; the API's share URL under the locale): read-only, the same signed
 * out (the call sends the link's token, not the visitor's session), a page at a time
 * (`&page={n}`, spec 1 §9). A wrong or missing token, or a list never shared, says the list is
 * not available.
 */
export default async function SharedFavoritesRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; favoriteId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const favoriteId = decodeSegment((await params).favoriteId);
  const query = await searchParams;
  const token = queryValue(query, 'token') ?? '';
  const page = pageOfQuery(queryValue(query, 'page'));
  const t = await getTranslations({ locale: locale.path, namespace: 'favorites' });
  const shared =
    token && token.length <= 256 && favoriteId.length <= 128
      ? await readSharedFavorites(locale, favoriteId, token, page)
      : ({ ok: false, reason: 'missing' } as const);
  if (!shared.ok) {
    return (
      <ContentMessage
        role="alert"
        title={t('shared.title')}
        text={t(shared.reason === 'missing' ? 'shared.notFound' : 'loadFailed')}
      />
    );
  }
  return (
    <Container className={styles.page}>
      <IntlIsland locale={locale} namespaces={['favorites']}>
        <SharedFavoritesList
          localePath={locale.path}
          favorites={shared.favorites}
          listHref={sharedListHref(locale.path, { favoriteId, token })}
        />
      </IntlIsland>
    </Container>
  );
}
