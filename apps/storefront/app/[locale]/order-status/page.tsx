import { OrderStatusLookup } from '@storefront/commerce/client';
import { Container, Heading } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { accountSectionHref } from '../../../src/lib/account/accountSections';
import { trackOrderAction } from '../../../src/lib/orders/orderActions';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';
import * as styles from '../account/orders/page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'orders' }))('lookup.title'),
);

/**
 * The guest order status `/{lang}-{region}/order-status` (the footer's "Order status"; spec 2
 * §1 order tracking, §7 POST /consumer/TrackOrder): order number and the checkout e-mail, then
 * the order's status, events and tracking numbers. The API limits the lookups per order number
 * and per client (429 `API429`, shown as "too many attempts").
 */
export default async function OrderStatusRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'orders' });
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('lookup.title')}</Heading>
      <IntlIsland locale={locale} namespaces={['orders']}>
        <OrderStatusLookup
          onLookup={trackOrderAction}
          locale={locale.tag}
          historyHref={accountSectionHref(locale.path, 'orders')}
        />
      </IntlIsland>
    </Container>
  );
}
