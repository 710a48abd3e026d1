import { historyWindow, OrderHistory, ordersLabelsFrom, pageOfQuery } from '@storefront/commerce';
import { Container, Heading } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../src/lib/account/requireAccount';
import { readPurchaseHistory } from '../../../../src/lib/orders/read';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleRouteProps, queryValue, routeLocale } from '../../../../src/lib/routeParams';
import * as styles from './page.css';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'orders' }))('history.title'),
);

/**
 * The order history `/{lang}-{region}/account/orders?page={n}` (spec 2 §1, §7 POST
 * /consumer/purchasehistory): the signed-in shopper's orders, newest first, 10 a page, each
 * linking to its detail; a page past the last goes to the last. A guest signs in first and
 * comes back (`requireSignedIn`).
 */
export default async function OrdersRoute({ params, searchParams }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const page = pageOfQuery(queryValue(await searchParams, 'page'));
  const ordersHref = accountSectionHref(locale.path, 'orders');
  await requireSignedIn(locale, page > 1 ? `${ordersHref}?page=${page}` : ordersHref);
  const [history, t] = await Promise.all([
    readPurchaseHistory(locale, page),
    getTranslations({ locale: locale.path, namespace: 'orders' }),
  ]);
  const pageHref = (n: number) => (n > 1 ? `${ordersHref}?page=${n}` : ordersHref);
  // A page past the last one (an old or edited link): the last page.
  if (history && history.total > 0 && history.orders.length === 0) {
    redirect(pageHref(historyWindow(history).pageCount));
  }
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('history.title')}</Heading>
      <OrderHistory
        history={history}
        locale={locale.tag}
        orderHref={(orderNumber) => `${ordersHref}/${encodeURIComponent(orderNumber)}`}
        pageHref={pageHref}
        shopHref={`/${locale.path}`}
        labels={ordersLabelsFrom(t)}
      />
    </Container>
  );
}
