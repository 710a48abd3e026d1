import { ProfileForm } from '@storefront/commerce/client';
import { Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { updateProfileAction } from '../../../../src/lib/account/accountActions';
import { readProfile } from '../../../../src/lib/account/accountReads';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { getAugmentedPageContent } from '../../../../src/lib/augmentedPage';
import { signUpConfigFor } from '../../../../src/lib/auth/signUpConfig';
import { shellSlotRenderer } from '../../../../src/lib/contentSlots';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('profile.title'),
);

/**
 * The profile page `/{lang}-{region}/account/profile` (spec 2 §3, §5), between the
 * `account-profile` fixed page's `top` and `main` slots (spec 2 §7): consumer details, birth date, interests and shoe size, saved by
 * `updateProfileAction`; a link to change the password; "retrieve my data" as a download
 * (`./my-data`, spec 2 §7 retrieveUserData).
 */
export default async function ProfileRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'profile'));
  const [t, profile, config, content] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readProfile(),
    signUpConfigFor(locale),
    getAugmentedPageContent(locale, 'account-profile'),
  ]);
  // The `account-profile` fixed page's slots (spec 2 §7), seeded for every locale.
  const slot = shellSlotRenderer(locale, content);
  return (
    <>
      <Heading level={1}>{t('profile.title')}</Heading>
      {slot('top')}
      <IntlIsland locale={locale} namespaces={['accountarea', 'enrollment']}>
        <ProfileForm
          profile={profile}
          onSave={updateProfileAction}
          changePasswordHref={`/${locale.path}/account/password`}
          retrieveDataHref={`${accountSectionHref(locale.path, 'profile')}/my-data`}
          phoneEntries={config.phoneEntries}
          region={config.region}
        />
      </IntlIsland>
      {slot('main')}
    </>
  );
}
