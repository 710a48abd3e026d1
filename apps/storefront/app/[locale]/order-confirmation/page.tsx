import { type Order, type StorefrontLocale, safeRedirectPath } from '@storefront/api-contract';
import { cartLabelsFrom, checkoutLabelsFrom, OrderConfirmation } from '@storefront/commerce';
import { createPurchaseService } from '@storefront/commerce/server';
import { Button, Container, Notification } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getAugmentedPageContent } from '../../../src/lib/augmentedPage';
import { checkoutReferenceData } from '../../../src/lib/checkout/data';
import { shellSlotRenderer } from '../../../src/lib/contentSlots';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleRouteProps, queryValue, routeLocale } from '../../../src/lib/routeParams';
import { logUnavailable } from '../../../src/lib/serverLog';
import { apiClientFor, readSession } from '../../../src/lib/session/session';
import * as styles from '../checkout/page.css';

/** The page title in the locale's words (`Confirmation de commande` in fr-ca); never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'checkout' }))('orderConfirmation'),
);

async function loadOrder(locale: StorefrontLocale, orderNumber: string): Promise<Order | null> {
  const session = await readSession();
  if (!session.accessToken) return null;
  try {
    return await createPurchaseService(apiClientFor(locale), {
      accessToken: session.accessToken,
    }).getPurchase(orderNumber);
  } catch (error) {
    logUnavailable({ event: 'orderConfirmation.order.unavailable', locale, error });
    return null;
  }
}

/**
 * The order confirmation `/{lang}-{region}/order-confirmation?order={orderNumber}` (spec 1 §2;
 * `storeContext` when bought from the product page, a same-origin path checked by
 * `safeRedirectPath`, else the home page): the order read with the shopper's
 * token (GET /consumers-v3/consumer/purchase/{orderId}; only the owner's order answers) and
 * the content slots of `augmentedpage/{siteId}/order-confirmation` (`top` then `main` above the order,
 * `bottom` under it). Without an order number the shopper goes home.
 */
export default async function OrderConfirmationRoute({ params, searchParams }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const query = await searchParams;
  const orderNumber = queryValue(query, 'order') ?? '';
  if (!/^[A-Z]{3}\d{1,12}$/.test(orderNumber)) redirect(`/${locale.path}`);
  const storeContext = queryValue(query, 'storeContext');
  const [order, content, reference] = await Promise.all([
    loadOrder(locale, orderNumber),
    getAugmentedPageContent(locale, 'order-confirmation'),
    checkoutReferenceData(locale),
  ]);
  const [labels, cartLabels] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'checkout' }).then(checkoutLabelsFrom),
    getTranslations({ locale: locale.path, namespace: 'cart' }).then(cartLabelsFrom),
  ]);
  const slot = shellSlotRenderer(locale, content);
  const continueHref = safeRedirectPath(storeContext, locale.path);
  return (
    <Container className={styles.page}>
      {order ? (
        <OrderConfirmation
          order={order}
          locale={locale.tag}
          storeNames={reference.storeNames}
          continueHref={continueHref}
          slotTop={slot('top', 'main')}
          slotBottom={slot('bottom')}
          labels={labels}
          cartLabels={cartLabels}
        />
      ) : (
        <div>
          <h1>{labels.thankYou}</h1>
          <p data-testid="order-number">{labels.orderNumber(orderNumber)}</p>
          <Notification tone="info">{labels.orderUnavailable}</Notification>
          <Button href={continueHref} variant="secondary">
            {labels.continueShopping}
          </Button>
        </div>
      )}
    </Container>
  );
}
