import {
  cartLabelsFrom,
  checkoutLabelsFrom,
  normaliseOrderNumber,
  OrderDetail,
  orderNumberPattern,
  ordersLabelsFrom,
} from '@storefront/commerce';
import { OrderActions } from '@storefront/commerce/client';
import { Container, Heading, Notification } from '@storefront/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../../src/i18n/IntlIsland';
import { accountSectionHref } from '../../../../../src/lib/account/accountSections';
import { requireSignedIn } from '../../../../../src/lib/account/requireAccount';
import { checkoutReferenceData } from '../../../../../src/lib/checkout/data';
import {
  cancelOrderAction,
  resendGiftCardEmailAction,
  returnLabelAction,
} from '../../../../../src/lib/orders/orderActions';
import { readOrder } from '../../../../../src/lib/orders/read';
import { privatePageMetadata } from '../../../../../src/lib/pageMetadata';
import { decodeSegment, routeLocale, shellParams } from '../../../../../src/lib/routeParams';
import * as styles from '../page.css';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('orderNumber');

type OrderRouteParams = Promise<{ locale: string; orderNumber: string }>;

/** The order number of the path, normalised; the locale's 404 when it has not that shape. */
async function orderNumberOf(params: OrderRouteParams): Promise<string> {
  const orderNumber = normaliseOrderNumber(decodeSegment((await params).orderNumber));
  if (!orderNumberPattern.test(orderNumber)) notFound();
  return orderNumber;
}

/** "Order ALP00001042" in the locale's words; never indexed. */
export async function generateMetadata({ params }: { params: OrderRouteParams }) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'orders' });
  return privatePageMetadata(t('detail.title', { orderNumber: await orderNumberOf(params) }));
}

/**
 * An order of the signed-in shopper `/{lang}-{region}/account/orders/{orderNumber}` (spec 2 §1,
 * §7 purchase detail and TrackOrder; spec 1 §3 "Order"): items per shipment, payments, totals
 * with promotions, tracking, and the actions island (invoice PDF, cancel with confirmation,
 * return label, the e-gift card e-mail resend). Another consumer's or an unknown order
 * (OHS4004) is a 404.
 */
export default async function OrderRoute({ params }: { params: OrderRouteParams }) {
  const locale = await routeLocale(params);
  const orderNumber = await orderNumberOf(params);
  const ordersHref = accountSectionHref(locale.path, 'orders');
  const orderHref = `${ordersHref}/${orderNumber}`;
  await requireSignedIn(locale, orderHref);
  const [read, reference, t, checkout, cart] = await Promise.all([
    readOrder(locale, orderNumber),
    checkoutReferenceData(locale),
    getTranslations({ locale: locale.path, namespace: 'orders' }),
    getTranslations({ locale: locale.path, namespace: 'checkout' }),
    getTranslations({ locale: locale.path, namespace: 'cart' }),
  ]);
  if (!read.ok && read.code === 'OHS4004') notFound();
  return (
    <Container className={styles.page}>
      {read.ok ? (
        <OrderDetail
          order={read.order}
          tracking={read.tracking}
          locale={locale.tag}
          storeNames={reference.storeNames}
          historyHref={ordersHref}
          labels={ordersLabelsFrom(t)}
          checkoutLabels={checkoutLabelsFrom(checkout)}
          cartLabels={cartLabelsFrom(cart)}
          actions={
            <IntlIsland locale={locale} namespaces={['orders']}>
              <OrderActions
                order={read.order}
                invoiceHref={`${orderHref}/invoice`}
                onCancel={cancelOrderAction}
                onReturnLabel={returnLabelAction}
                onResendGiftCard={resendGiftCardEmailAction}
              />
            </IntlIsland>
          }
        />
      ) : (
        <>
          <Heading level={1}>{t('detail.title', { orderNumber })}</Heading>
          <Notification tone="error">{t('detail.error')}</Notification>
        </>
      )}
    </Container>
  );
}
