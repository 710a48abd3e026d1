import { AddressBook } from '@storefront/commerce/client';
import { Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { deleteAddressAction, saveAddressAction } from '../../../../src/lib/account/accountActions';
import { readProfile } from '../../../../src/lib/account/accountReads';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { addressReferenceData } from '../../../../src/lib/checkout/data';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'accountarea' }))('addresses.title'),
);

/**
 * The address book `/{lang}-{region}/account/addresses` (spec 2 §3 "Address", §4 main-flag
 * rule): the consumer's shipping and billing addresses, add, edit, delete, make main, through
 * `saveAddressAction` / `deleteAddressAction`. The form is the checkout's (its countries,
 * per-country rules and words of the `checkout` namespace: `addressReferenceData`).
 */
export default async function AddressesRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'addresses'));
  const [t, profile, reference] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    readProfile(),
    addressReferenceData(locale),
  ]);
  return (
    <>
      <Heading level={1}>{t('addresses.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['accountarea', 'checkout']}>
        <AddressBook
          addresses={profile ? profile.consumerDetails.address : null}
          countries={reference.countries}
          countryData={reference.countryData}
          region={locale.region}
          onSave={saveAddressAction}
          onDelete={deleteAddressAction}
        />
      </IntlIsland>
    </>
  );
}
