import type { PurchaseHistory, trackOrderSchema } from '@storefront/api-contract';
import type * as z from 'zod';
import { fixtureOrder } from '../../checkout/flow/fixtures';

/** Story and test fixtures of the account's orders (spec 2 §7 purchase calls' answers). */

/** A history page of `total` orders from `start` (10 a page), newest first, in USD. */
export function fixtureHistory(total = 3, start = 0): PurchaseHistory {
  const count = Math.max(0, Math.min(10, total - start));
  return {
    total,
    start,
    count,
    orders: Array.from({ length: count }, (_, i) => {
      const n = total - start - i;
      return {
        orderNumber: `ALP${String(1000 + n).padStart(8, '0')}`,
        st: n === 2 ? 'cancelled' : n === 3 ? 'shipped' : 'created',
        createdAt: new Date(Date.UTC(2026, 10, 1 + (n % 28), 9)).toISOString(),
        total: 20 + n * 7.5,
        currency: 'USD',
        totalUnits: 1 + (n % 3),
      };
    }),
  };
}

/** The placed order of the checkout fixtures with a promotion (promoSummary). */
export function fixtureAccountOrder(st: 'created' | 'shipped' | 'cancelled' = 'created') {
  return {
    ...fixtureOrder(),
    st,
    promoSummary: [
      {
        level: 'ORDER' as const,
        calloutMessage: '10% off your first order',
        promotionName: 'Welcome 10',
        promotionId: 'WELCOME10',
      },
    ],
  };
}

/** A TrackOrder answer of the order in `st`. */
export function fixtureTracking(
  st: 'created' | 'shipped' | 'cancelled' = 'shipped',
): z.infer<typeof trackOrderSchema> {
  const events = [{ status: 'created', date: '2026-11-21T09:00:00.000Z' }];
  if (st !== 'created') events.push({ status: st, date: '2026-11-23T15:30:00.000Z' });
  return {
    orderNumber: 'ALP00001042',
    st,
    events,
    shipments: [
      { shipmentId: 'me', ...(st === 'shipped' ? { trackingNumber: '1ZALP00001042me' } : {}) },
    ],
  };
}
