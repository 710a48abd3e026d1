import type { PatchOrderRequest } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { getOpenBasket, loadBasket, mutateBasket } from '../basket';
import { releaseCoupons } from '../basket/coupons';
import { redeemRewards } from '../basket/rewards';
import { baskets } from '../db/basketSchema';
import type { Database } from '../db/client';
import { orders } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import { challengeSucceeded } from '../payments/cards';
import type { StockMoved } from '../revalidation/catalogEvents';
import { applyOrderEffects } from './effects';
import { serialised, tx } from './lock';
import type { OrderBody } from './types';

/**
 * PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure result. `transStatus` `Y`
 * completes the order (rewards redeemed; its coupons were reserved at placement); anything
 * else fails it: stock, partial payments and the reserved coupons are returned, the basket
 * reopens (when the shopper has no other open basket), `stockMoved` is told once committed,
 * and the call answers 402 PYT405. Patching a completed order again answers it unchanged.
 * @throws ApiHttpError 404 ORD404 unknown order (or another shopper's); 409 ORD409 an order
 * not waiting for authentication; 402 PYT405 challenge failed.
 */
export async function patchOrder(
  db: Database,
  shopper: Shopper | null,
  orderNumber: string,
  body: PatchOrderRequest,
  now: Date,
  stockMoved?: StockMoved,
): Promise<OrderBody> {
  return serialised(`order:${orderNumber}`, async () => {
    if (!shopper) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!row || row.consumerId !== shopper.consumerId)
      throw new ApiHttpError(404, 'ORD404', `Order ${orderNumber} not found`);
    if (row.status === 'created') return row.body;
    if (row.status !== 'pendingAuthentication')
      throw new ApiHttpError(409, 'ORD409', `Order ${orderNumber} is ${row.status}`);
    const ok = challengeSucceeded(body.paymentMethod.additionalData);
    const order: OrderBody = {
      ...row.body,
      st: ok ? 'created' : 'failed',
      flash: [],
      paymentMethod: {
        code: row.body.paymentMethod.code,
        additionalData: { transStatus: body.paymentMethod.additionalData.transStatus ?? 'N' },
      },
      updatedAt: now.toISOString(),
    };
    await db.transaction(async (t) => {
      if (ok) {
        const [basketRow] = await tx(t).select().from(baskets).where(eq(baskets.id, row.basketId));
        if (basketRow) {
          const basket = await loadBasket(tx(t), row.basketId, shopper, { statuses: ['ordered'] });
          await redeemRewards(tx(t), basket);
        }
      } else {
        await applyOrderEffects(tx(t), order, -1);
        await releaseCoupons(tx(t), row.basketId);
        order.couponCodes = [];
        // The basket reopens unless the shopper already has another open one.
        if (!(await getOpenBasket(tx(t), row.consumerId)))
          await mutateBasket(
            tx(t),
            row.basketId,
            shopper,
            (basket) => {
              basket.status = 'open';
            },
            { now, statuses: ['ordered'], refresh: false, retries: 0 },
          ).catch((error: unknown) => {
            // A basket no longer ordered (closed since) stays as it is.
            if (!(error instanceof ApiHttpError && error.errorId === 'BSK404')) throw error;
          });
      }
      await tx(t)
        .update(orders)
        .set({ status: order.st, body: order, updatedAt: now })
        .where(eq(orders.orderNumber, orderNumber));
    });
    if (!ok) {
      await stockMoved?.(order);
      throw new ApiHttpError(
        402,
        'PYT405',
        'Card authentication failed: choose another payment method',
      );
    }
    return order;
  });
}
