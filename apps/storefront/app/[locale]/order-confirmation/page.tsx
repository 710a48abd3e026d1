import type { Order, StorefrontLocale } from '@storefront/api-contract';
import {
  type ContentDocument,
  createContentService,
  defaultRegistry,
  getSlot,
  RenderBlocks,
} from '@storefront/blocks';
import {
  ApiError,
  checkoutLabelsFor,
  createPurchaseService,
  OrderConfirmation,
} from '@storefront/commerce';
import { Button, Container, Notification } from '@storefront/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { checkoutReferenceData } from '../../../src/lib/checkout/data';
import { requireLocale } from '../../../src/lib/locale';
import { shellServicesData } from '../../../src/lib/navigationShell';
import { toServerServices } from '../../../src/lib/services';
import { apiClientFor, readSession } from '../../../src/lib/session/session';
import * as styles from '../checkout/page.css';

/** The page title in the locale's words (`Confirmation de commande` in fr-ca); never indexed. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return { title: checkoutLabelsFor(locale.language).orderConfirmation, robots: { index: false } };
}

function log(event: string, locale: StorefrontLocale, error: unknown) {
  console.error(
    JSON.stringify({
      level: error instanceof ApiError && error.errorId === 'API404' ? 'warn' : 'error',
      event,
      locale: locale.tag,
      errorId: error instanceof ApiError ? error.errorId : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}

async function loadOrder(locale: StorefrontLocale, orderNumber: string): Promise<Order | null> {
  const session = await readSession();
  if (!session.accessToken) return null;
  try {
    return await createPurchaseService(apiClientFor(locale), {
      accessToken: session.accessToken,
    }).getPurchase(orderNumber);
  } catch (error) {
    log('orderConfirmation.order.unavailable', locale, error);
    return null;
  }
}

async function loadContent(locale: StorefrontLocale): Promise<ContentDocument | null> {
  try {
    return (await createContentService(apiClientFor(locale), { preview: false }).getAugmentedPage(
      'order-confirmation',
    )) as ContentDocument;
  } catch (error) {
    log('orderConfirmation.content.unavailable', locale, error);
    return null;
  }
}

/**
 * The order confirmation `/{lang}-{region}/order-confirmation?order={orderNumber}` (spec 1 §2;
 * `storeContext` when bought from the product page): the order read with the shopper's
 * token (GET /consumers-v3/consumer/purchase/{orderId}; only the owner's order answers) and
 * the content slots of `augmentedpage/{siteId}/order-confirmation` (`top` then `main` above the order,
 * `bottom` under it). Without an order number the shopper goes home.
 */
export default async function OrderConfirmationRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const orderNumber = typeof query.order === 'string' ? query.order : '';
  if (!/^[A-Z]{3}\d{1,12}$/.test(orderNumber)) redirect(`/${locale.path}`);
  const storeContext = typeof query.storeContext === 'string' ? query.storeContext : undefined;
  const [order, content, reference] = await Promise.all([
    loadOrder(locale, orderNumber),
    loadContent(locale),
    checkoutReferenceData(locale),
  ]);
  const labels = checkoutLabelsFor(locale.language);
  const services = toServerServices(shellServicesData(locale));
  const slot = (...names: string[]) => {
    const blocks = names.flatMap((name) => getSlot(content, name));
    return blocks.length > 0 ? (
      <RenderBlocks
        blocks={blocks}
        registry={defaultRegistry}
        mode="production"
        services={services}
      />
    ) : undefined;
  };
  const continueHref =
    storeContext && storeContext.startsWith('/') && !storeContext.startsWith('//')
      ? storeContext
      : `/${locale.path}`;
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
