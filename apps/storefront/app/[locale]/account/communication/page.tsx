import { CommunicationPreferences } from '@storefront/commerce/client';
import { Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { readProfile } from '../../../../src/lib/account/accountReads';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { saveSubscriptionsAction } from '../../../../src/lib/account/communicationActions';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { signUpConfigFor } from '../../../../src/lib/auth/signUpConfig';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('communication.title'),
);

/**
 * Communication preferences `/{lang}-{region}/account/communication` (spec 2 §3 subscriptions,
 * §7 /consumer/subscription; issue scope 6): the e-mail newsletter, the loyalty newsletter of a
 * member and marketing texts (the SMS terms rule of Accounts I), from the profile's
 * subscriptions, saved by `saveSubscriptionsAction`. The dial codes are the sign-up's (utilities
 * i18n of the locale's country).
 */
export default async function CommunicationRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'communication'));
  const [t, profile, config] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readProfile(),
    signUpConfigFor(locale),
  ]);
  return (
    <>
      <Heading level={1}>{t('communication.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['accountarea']}>
        <CommunicationPreferences
          subscriptions={profile ? profile.subscriptions : null}
          phone={profile?.consumerDetails.phone}
          loyaltyMember={Boolean(profile?.isLoyaltyMember)}
          phoneEntries={config.phoneEntries}
          region={config.region}
          smsTermsHref={`/${locale.path}/sms-terms`}
          onSave={saveSubscriptionsAction}
        />
      </IntlIsland>
    </>
  );
}
