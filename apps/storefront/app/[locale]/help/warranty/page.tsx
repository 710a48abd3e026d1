import { WarrantyForm } from '@storefront/commerce/client';
import { Container, Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { warrantyAction } from '../../../../src/lib/help/helpActions';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';
import * as styles from '../../account/orders/page.css';

/** The page title in the locale's words. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'help' }))('warranty.title'),
);

/**
 * The warranty request `/{lang}-{region}/help/warranty` (spec 2 §7 POST /consumer/warranty):
 * product number, purchase date, e-mail, optional order number and what is wrong; the request
 * id confirms it.
 */
export default async function WarrantyRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'help' });
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('warranty.title')}</Heading>
      <p className={styles.intro}>{t('warranty.intro')}</p>
      <IntlIsland locale={locale} namespaces={['help']}>
        <WarrantyForm onSubmit={warrantyAction} />
      </IntlIsland>
    </Container>
  );
}
