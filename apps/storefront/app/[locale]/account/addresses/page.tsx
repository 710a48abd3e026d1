import { AddressBook } from '@storefront/commerce/client';
import { Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { deleteAddressAction, saveAddressAction } from '../../../../src/lib/account/accountActions';
import { addressCountries, readProfile } from '../../../../src/lib/account/accountReads';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('addresses.title'),
);

/**
 * The address book `/{lang}-{region}/account/addresses` (spec 2 §3 "Address", §4 main-flag
 * rule): the consumer's shipping and billing addresses, add, edit, delete, make main, through
 * `saveAddressAction` / `deleteAddressAction`.
 */
export default async function AddressesRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'addresses'));
  const [t, profile, countries] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readProfile(),
    addressCountries(locale),
  ]);
  return (
    <>
      <Heading level={1}>{t('addresses.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['accountarea']}>
        <AddressBook
          addresses={profile ? profile.consumerDetails.address : null}
          countries={countries.map((c) => ({ code: c.code, name: c.name }))}
          onSave={saveAddressAction}
          onDelete={deleteAddressAction}
        />
      </IntlIsland>
    </>
  );
}
