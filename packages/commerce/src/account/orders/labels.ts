import { orderStatusValues } from '@storefront/api-contract';
import type { Translate } from '../../messages/translate';

const statuses: readonly string[] = orderStatusValues;
const events: readonly string[] = ['created', 'shipped', 'cancelled'];

/**
 * The words of the order history, the order detail and the tracking from a translator of the
 * `orders` namespace (`messages/<language>/orders.json`): `ordersLabelsFrom(await
 * getTranslations({ locale, namespace: 'orders' }))` in a server page,
 * `ordersLabelsFrom(useTranslations('orders'))` in a client island, `storyTranslator` in stories.
 */
export function ordersLabelsFrom(t: Translate) {
  const status = (st: string) => (statuses.includes(st) ? t(`status.${st}`) : st);
  const event = (name: string) => (events.includes(name) ? t(`tracking.event.${name}`) : name);
  return {
    history: {
      title: t('history.title'),
      caption: t('history.caption'),
      empty: t('history.empty'),
      shop: t('history.shop'),
      error: t('history.error'),
      loading: t('history.loading'),
      orderNumber: t('history.orderNumber'),
      date: t('history.date'),
      status: t('history.status'),
      items: t('history.items'),
      total: t('history.total'),
      units: (count: number) => t('history.units', { count }),
      view: (orderNumber: string) => t('history.view', { orderNumber }),
      pagination: t('history.pagination'),
      previous: t('history.previous'),
      next: t('history.next'),
      page: (page: number) => t('history.page', { page }),
      showing: (from: number, to: number, total: number) =>
        t('history.showing', { from, to, total }),
    },
    /** The status name of an order `st` (spec 1 §3), the code itself when unknown. */
    status,
    detail: {
      title: (orderNumber: string) => t('detail.title', { orderNumber }),
      placedOn: (date: string) => t('detail.placedOn', { date }),
      back: t('detail.back'),
      paidWith: t('detail.paidWith'),
      totals: t('detail.totals'),
      notFound: t('detail.notFound'),
      error: t('detail.error'),
    },
    tracking: {
      title: t('tracking.title'),
      status: (name: string) => t('tracking.status', { status: name }),
      events: t('tracking.events'),
      /** The name of a tracking event (`created`, `shipped`, `cancelled`). */
      event,
      /** A shipment by its place in the order (1-based): the API's ids (`me`) mean nothing to a shopper. */
      shipment: (n: number) => t('tracking.shipment', { n }),
      trackingNumber: (trackingNumber: string) => t('tracking.trackingNumber', { trackingNumber }),
      notShipped: t('tracking.notShipped'),
    },
  };
}

/** The words of {@link ordersLabelsFrom}. */
export type OrdersLabels = ReturnType<typeof ordersLabelsFrom>;
