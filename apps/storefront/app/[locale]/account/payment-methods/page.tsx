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
import { captchaSettings } from '../../../../src/lib/auth/captcha';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('cards.title'),
);

/**
 * Saved cards `/{lang}-{region}/account/payment-methods` (spec 2 §3, §7 saved cards): list,
 * add, make default, delete, through the account Server Actions. The add form is the
 * checkout's card form (words of the `checkout` namespace) and saves with the captcha of
 * action `saveCard` (spec 2 §3 `recaptcha_response`), configured as on the checkout.
 */
export default async function PaymentMethodsRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'payment'));
  const [t, cards, captcha] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readPaymentInstruments('CREDIT_CARD'),
    captchaSettings(),
  ]);
  return (
    <>
      <Heading level={1}>{t('cards.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['accountarea', 'checkout']}>
        <SavedCards
          cards={cards}
          captcha={captcha}
          onSave={saveCardAction}
          onMakeDefault={makeDefaultCardAction}
          onDelete={deletePaymentInstrumentAction}
        />
      </IntlIsland>
    </>
  );
}
