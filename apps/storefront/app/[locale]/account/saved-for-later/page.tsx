import { Container, Heading, Stack } from '@storefront/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { favoritesOffered } from '../../../../src/lib/favorites/read';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';
import * as styles from './page.css';
import { SavedForLaterPageClient } from './SavedForLaterPage.client';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'shell' }))('account.sections.saved'),
);

/**
 * The saved-for-later account page `/{lang}-{region}/account/saved-for-later` (spec 1 §3
 * "Saved for later", §4): the cart's saved-for-later list and its "Move to cart", on its own
 * page. A guest signs in first and comes back (`requireSignedIn`); a connected employee has no
 * saved for later (spec 1 §4): a 404.
 */
export default async function SavedForLaterRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'saved'));
  if (!(await favoritesOffered())) notFound();
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  return (
    <Container className={styles.page}>
      <Stack gap="lg">
        <Heading level={1}>{t('account.sections.saved')}</Heading>
        <IntlIsland locale={locale} namespaces={['cart']}>
          <SavedForLaterPageClient localePath={locale.path} />
        </IntlIsland>
      </Stack>
    </Container>
  );
}
