import { SavedCards } from '@storefront/commerce/client';
import { Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import {
  deletePaymentInstrumentAction,
  makeDefaultCardAction,
  saveCardAction,
} from '../../../../src/lib/account/accountActions';
import { readPaymentInstruments } from '../../../../src/lib/account/accountReads';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('cards.title'),
);

/**
 * Saved cards `/{lang}-{region}/account/payment-methods` (spec 2 §3, §7 saved cards): list,
 * add, make default, delete, through the account Server Actions.
 */
export default async function PaymentMethodsRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'payment'));
  const [t, cards] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readPaymentInstruments('CREDIT_CARD'),
  ]);
  return (
    <>
      <Heading level={1}>{t('cards.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['accountarea']}>
        <SavedCards
          cards={cards}
          onSave={saveCardAction}
          onMakeDefault={makeDefaultCardAction}
          onDelete={deletePaymentInstrumentAction}
        />
      </IntlIsland>
    </>
  );
}
