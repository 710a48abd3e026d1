import type { Channel, PlaceOrderRequest } from '@storefront/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { loadBasket, mutateBasket } from '../basket';
import { redeemCoupons } from '../basket/coupons';
import { redeemRewards } from '../basket/rewards';
import type { Basket, BasketAddress, FlashMessage, PaymentInstrument } from '../basket/types';
import { publicInstrument, refreshCheckout } from '../checkout/basket';
import { loadCheckoutState, preparedSnapshot, recordPrepared, snapshotOf } from '../checkout/state';
import { stores } from '../db/catalogSchema';
import type { Database } from '../db/client';
import { orderNumberSeq, orders } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import { coverageProblem, isRemainderMethod, type PaymentMethodId } from '../payments/methods';
import { isWalletMethod, storedAdditionalData } from '../payments/wallet';
import type { StockMoved } from '../revalidation/catalogEvents';
import { arrangeShipments } from '../shipping/arrange';
import { loadShippingFacts, shippingFactsFor } from '../shipping/facts';
import {
  assertItemsAvailable,
  assertNoStageSwitch,
  assertShipmentAddresses,
  requireBillingAddress,
} from './checks';
import { applyOrderEffects } from './effects';
import { liveOrderOf, placeOnce, serialised, tx } from './lock';
import type { InStoreSalesInfo, OrderBody } from './types';

/**
 * Order placement (spec 1 §4 "Order placement", §7 prepareOrder, PUT / PATCH order, §8):
 * prepareOrder checks and records the basket; placing re-checks, charges, takes the stock,
 * redeems the coupons (reserved also while 3-D Secure is pending), records the order and closes the basket — once per basket, also
 * under concurrent calls.
 */

/** The order as answered: instruments without internal fields. */
export function publicOrder(body: OrderBody): OrderBody {
  return { ...body, paymentInstruments: body.paymentInstruments.map(publicInstrument) };
}

async function checked(db: Database, basket: Basket, now: Date): Promise<Basket> {
  // Stage switches on the basket as the shopper left it, with today's stock (before the
  // recalculation moves a pickup item short of store stock home).
  const before = await loadShippingFacts(db, basket);
  assertNoStageSwitch(arrangeShipments(basket, before), before);
  // One load of stock and stores serves the three steps (no write in between).
  const fresh = await refreshCheckout(db, basket, now, before);
  const facts = await shippingFactsFor(db, fresh, before);
  assertNoStageSwitch(fresh, facts);
  assertItemsAvailable(fresh, facts);
  await assertShipmentAddresses(db, fresh);
  return fresh;
}

/**
 * After an availability error (INV…), saves the refreshed basket so its flash messages show
 * on the next cart call (spec 1 §8 "item no longer available refreshes the cart and shows
 * flash messages"); a stage switch (ORD516-518) leaves the basket for the shopper to change.
 * Always rethrows `error`.
 */
async function keepNotices(
  db: Database,
  basketId: string,
  shopper: Shopper | null,
  now: Date,
  error: unknown,
): Promise<never> {
  if (error instanceof ApiHttpError && error.errorId.startsWith('INV'))
    await mutateBasket(db, basketId, shopper, () => undefined, {
      now,
      refresh: refreshCheckout,
    }).catch(() => undefined);
  throw error;
}

/**
 * POST /cart/v1/cart/prepareOrder: checks the basket (items, stage switches, addresses),
 * saves it refreshed and records its totals for placement.
 * @throws ApiHttpError see `assertItemsAvailable`, `assertNoStageSwitch`,
 * `assertShipmentAddresses`; BSK404 / AUT498 / AUT401.
 */
export async function prepareOrder(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  now: Date,
): Promise<Basket> {
  // The checks run on the refreshed basket; it is saved only when they pass.
  const saved = await mutateBasket(db, basketId, shopper, () => undefined, {
    now,
    refresh: checked,
  }).catch((error: unknown) => keepNotices(db, basketId, shopper, now, error));
  await recordPrepared(db, basketId, snapshotOf(saved), now);
  return saved;
}

/** The in-store sales info of a placement. @throws ApiHttpError 404 STR404 unknown store. */
async function inStoreInfo(
  db: Database,
  info: InStoreSalesInfo | undefined,
): Promise<InStoreSalesInfo | undefined> {
  if (!info) return undefined;
  const [store] = await db.select().from(stores).where(eq(stores.id, info.storeId));
  if (!store) throw new ApiHttpError(404, 'STR404', `Store ${info.storeId} not found`);
  return { ...info, storeName: info.storeName ?? store.name };
}

/**
 * The `paymentMethod` of a wallet placement (spec 3 §7 "Place order": code and additionalData
 * with the session id and the wallet token) must match the basket's wallet instrument.
 * @throws ApiHttpError 400 PYT404 a wallet code without that wallet's instrument on the
 * basket; 400 PYT400 a `sessionId` that is not one of this basket's payment sessions
 */
async function assertWalletPayment(
  db: Database,
  basket: Basket,
  remainder: PaymentInstrument | undefined,
  paymentMethod: PlaceOrderRequest['paymentMethod'],
): Promise<void> {
  if (!paymentMethod || !isWalletMethod(paymentMethod.code)) return;
  if (remainder?.payment_method_id !== paymentMethod.code)
    throw new ApiHttpError(
      400,
      'PYT404',
      `No ${paymentMethod.code} payment instrument on the basket`,
    );
  const sessionId = paymentMethod.additionalData?.sessionId;
  if (sessionId === undefined) return;
  const state = await loadCheckoutState(db, basket.basketId);
  if (!state?.paymentSessions?.some((s) => s.sessionId === sessionId))
    throw new ApiHttpError(
      400,
      'PYT400',
      `Payment session ${String(sessionId)} is not this basket's`,
    );
}

/** Options of a placement: the request's channel header. */
export interface PlaceOptions {
  channel: Channel;
  now: Date;
  /**
   * Called once the order (and its stock) is committed, outside the basket's lock (also for
   * a replay answering the order already placed).
   */
  stockMoved?: StockMoved;
}

/**
 * PUT /cart/v2/checkout/order. Placing twice (also at once) answers the same order.
 * Order of checks: prepared (ORD400), stage switches (ORD516-518), items (INV701/702/408),
 * addresses (CHK320, SHP500, …), billing (BILL410, BIL400, PAY400), totals changed since
 * prepareOrder (409 TAX310: prepare again — the snapshot is refreshed, the next call
 * places), coverage (PYT404 / PYT300), card or wallet (402 PYT402 declined, PYT406 fraud,
 * 400 PYT400 the wallet provider failed), a wallet `paymentMethod` that does not match the
 * basket's wallet instrument (PYT404) or payment session (PYT400). A card
 * needing 3-D Secure answers the order `pendingAuthentication` with the PaymentNotAuthorized
 * flash; PATCH completes it.
 */
export async function placeOrder(
  db: Database,
  shopper: Shopper | null,
  body: PlaceOrderRequest,
  options: PlaceOptions,
): Promise<OrderBody> {
  const { now } = options;
  const placed = await serialised(`basket:${body.cartId}`, async () => {
    if (!shopper) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
    const existing = await liveOrderOf(db, body.cartId);
    if (existing) {
      if (existing.consumerId !== shopper.consumerId)
        throw new ApiHttpError(403, 'AUT498', 'This basket belongs to another customer');
      return existing.body;
    }
    const basket = await loadBasket(db, body.cartId, shopper);
    const prepared = await preparedSnapshot(db, basket.basketId);
    if (!prepared)
      throw new ApiHttpError(
        400,
        'ORD400',
        'Prepare the order first (POST /cart/v1/cart/prepareOrder)',
      );
    const fresh = await checked(db, basket, now).catch((error: unknown) =>
      keepNotices(db, basket.basketId, shopper, now, error),
    );
    const billingAddress = await requireBillingAddress(
      db,
      fresh,
      body.billingAddress as BasketAddress | undefined,
    );
    const snapshot = snapshotOf(fresh);
    if (snapshot.tax !== prepared.tax || snapshot.total !== prepared.total) {
      await recordPrepared(db, basket.basketId, snapshot, now);
      throw new ApiHttpError(
        409,
        'TAX310',
        `Tax updated: the total is now ${snapshot.total.toFixed(2)} ${fresh.currency} (tax ${snapshot.tax.toFixed(2)})`,
      );
    }
    const due = Math.round((fresh.totals.total - fresh.totals.appliedRewards) * 100);
    const coverage = coverageProblem(
      due,
      fresh.payment_instruments.map((p) => ({
        id: p.payment_instrument_id,
        method: p.payment_method_id as PaymentMethodId,
        capMinor: Math.round(p.amount * 100),
      })),
    );
    if (coverage) throw new ApiHttpError(400, coverage.code, coverage.message);
    const remainder = fresh.payment_instruments.find((p) =>
      isRemainderMethod(p.payment_method_id as PaymentMethodId),
    );
    const outcome = remainder?.amount ? remainder.c_secretOutcome : undefined;
    if (outcome === 'declined') throw new ApiHttpError(402, 'PYT402', 'The card was declined');
    if (outcome === 'fraud')
      throw new ApiHttpError(
        402,
        'PYT406',
        'Fraud verification exception: the payment was refused',
      );
    if (outcome === 'error')
      throw new ApiHttpError(400, 'PYT400', 'The payment provider could not process the payment');
    await assertWalletPayment(db, fresh, remainder, body.paymentMethod);
    const pending = outcome === 'challenge';
    const inStoreSalesInfo = await inStoreInfo(db, body.inStoreSalesInfo);

    return placeOnce(
      async () =>
        db.transaction(async (t) => {
          const result = (await tx(t).execute(
            sql`select nextval(${orderNumberSeq.seqName}) as n`,
          )) as unknown as { rows: { n: string | number }[] };
          const seq = result.rows[0];
          const orderNumber = `ALP${seq?.n ?? Date.now()}`;
          const flash: FlashMessage[] = pending
            ? [
                {
                  type: 'error',
                  code: 'PaymentNotAuthorized',
                  message: 'Card authentication (3-D Secure) is required',
                },
              ]
            : [];
          const order: OrderBody = {
            orderNumber,
            st: pending ? 'pendingAuthentication' : 'created',
            basketId: fresh.basketId,
            consumerId: fresh.consumerId,
            siteId: fresh.siteId,
            currency: fresh.currency,
            channel: options.channel,
            items: fresh.items,
            shipments: fresh.shipments,
            paymentMethod: {
              code: String(
                remainder?.payment_method_id ??
                  fresh.payment_instruments[0]?.payment_method_id ??
                  'NONE',
              ),
              additionalData: {
                ...(remainder && isWalletMethod(remainder.payment_method_id)
                  ? storedAdditionalData(body.paymentMethod?.additionalData, remainder.c_requestID)
                  : (body.paymentMethod?.additionalData ?? {})),
                ...(pending
                  ? {
                      action: {
                        type: 'threeDS2',
                        paymentData: orderNumber,
                        url: `/3ds/challenge/${orderNumber}`,
                      },
                    }
                  : {}),
              },
            },
            paymentInstruments: fresh.payment_instruments,
            billingAddress,
            flash,
            totals: { ...fresh.totals, remainingToPay: 0 },
            promoSummary: fresh.promoSummary,
            couponCodes: [],
            ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}),
            ...(fresh.employeeSpend ? { employeeSpend: fresh.employeeSpend } : {}),
            ...(fresh.priceAdjustments.length > 0
              ? { priceAdjustments: fresh.priceAdjustments }
              : {}),
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          };
          await applyOrderEffects(tx(t), order, 1);
          // Coupons are reserved also while 3-D Secure is pending (a failed challenge releases them).
          order.couponCodes = await redeemCoupons(tx(t), fresh);
          if (!pending) await redeemRewards(tx(t), fresh);
          await tx(t).insert(orders).values({
            orderNumber,
            basketId: fresh.basketId,
            consumerId: fresh.consumerId,
            siteId: fresh.siteId,
            currency: fresh.currency,
            channel: options.channel,
            status: order.st,
            body: order,
            createdAt: now,
            updatedAt: now,
          });
          // The basket as checked, ordered (a change since the check is INV409).
          await mutateBasket(
            tx(t),
            basket.basketId,
            shopper,
            (ordered) => {
              ordered.billingAddress = billingAddress;
              ordered.status = 'ordered';
            },
            { now, loaded: fresh, refresh: false, retries: 0 },
          );
          return order;
        }),
      db,
      basket.basketId,
    );
  });
  await options.stockMoved?.(placed);
  return placed;
}
