import { GiftCards } from '@storefront/commerce/client';
import { Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import {
  deletePaymentInstrumentAction,
  saveGiftCardAction,
} from '../../../../src/lib/account/accountActions';
import { readPaymentInstruments } from '../../../../src/lib/account/accountReads';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('giftCards.title'),
);

/**
 * Saved gift cards `/{lang}-{region}/account/gift-cards` (spec 2 §1, §3, §7 saved cards and
 * "Handling of answers"): each with its balance; add one with its number and PIN (the
 * gift-card-already-exists message when it is saved already), delete, through the account
 * Server Actions.
 */
export default async function GiftCardsRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'giftCards'));
  const [t, giftCards] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readPaymentInstruments('GIFT_CARD'),
  ]);
  return (
    <>
      <Heading level={1}>{t('giftCards.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['accountarea']}>
        <GiftCards
          giftCards={giftCards}
          locale={locale.tag}
          onSave={saveGiftCardAction}
          onDelete={deletePaymentInstrumentAction}
        />
      </IntlIsland>
    </>
  );
}
