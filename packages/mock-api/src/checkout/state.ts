import { randomUUID } from 'node:crypto';
import type { PaymentSession } from '@storefront/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { loadBasket } from '../basket';
import type { Basket } from '../basket/types';
import type { Database } from '../db/client';
import { type CheckoutStateRow, checkoutStates } from '../db/orderSchema';

/**
 * Checkout state kept beside the basket (spec 1 §7 prepareOrder, paymentSession,
 * deviceFingerPrint): when the basket was prepared and with which totals, the device
 * fingerprint, the payment sessions.
 */

/** What prepareOrder saw: item ids × quantities, the tax and the total (major units). */
export interface PreparedSnapshot {
  items: string;
  tax: number;
  total: number;
}

/** The snapshot of a basket as prepareOrder records it. */
export const snapshotOf = (basket: Basket): PreparedSnapshot => ({
  items: basket.items.map((i) => `${i.id}×${i.qty}`).join(','),
  tax: basket.totals.tax,
  total: basket.totals.total,
});

/** The checkout state row of a basket, or undefined. */
export async function loadCheckoutState(
  db: Database,
  basketId: string,
): Promise<CheckoutStateRow | undefined> {
  const [row] = await db.select().from(checkoutStates).where(eq(checkoutStates.basketId, basketId));
  return row;
}

/** The prepared snapshot of a basket, or undefined when prepareOrder was not called. */
export async function preparedSnapshot(
  db: Database,
  basketId: string,
): Promise<PreparedSnapshot | undefined> {
  const row = await loadCheckoutState(db, basketId);
  if (!row?.preparedAt || !row.preparedItems) return undefined;
  return JSON.parse(row.preparedItems) as PreparedSnapshot;
}

/** Records that a basket was prepared with this snapshot (upsert). */
export async function recordPrepared(
  db: Database,
  basketId: string,
  snapshot: PreparedSnapshot,
  now: Date,
): Promise<void> {
  const preparedItems = JSON.stringify(snapshot);
  await db
    .insert(checkoutStates)
    .values({ basketId, preparedAt: now, preparedItems, updatedAt: now })
    .onConflictDoUpdate({
      target: checkoutStates.basketId,
      set: { preparedAt: now, preparedItems, updatedAt: now },
    });
}

/** Provider of each payment session kind (spec 3 §7). */
const providers = {
  BNPL: 'paylater',
  DW_APPLE_PAY: 'applepay',
  CREDIT_CARD: 'cardprovider',
  PAYPAL: 'paypal',
} as const;

/** The mock merchant of the wallet sessions (what a provider's merchant validation answers). */
const merchant = { merchantIdentifier: 'merchant.com.storefront.mock', displayName: 'Storefront' };

/** The host of a referer URL, or undefined. */
const hostOf = (referer: string | undefined) => {
  try {
    return referer ? new URL(referer).host : undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /cart/v1/paymentSession: opens a payment session for the shopper's basket (the
 * buy-now-pay-later session, or an express wallet merchant session: `DW_APPLE_PAY`, or
 * `paymentMethod=paypal` for PayPal, spec 3 §7). A wallet's `meta.merchantSession` carries
 * the mock merchant (identifier, display name, the referer's domain, an epoch timestamp).
 * @throws ApiHttpError BSK404 / AUT498 / AUT401 from loading the basket.
 */
export async function openPaymentSession(
  db: Database,
  shopper: Shopper | null,
  query: {
    cartId: string;
    paymentMethodId: Exclude<keyof typeof providers, 'PAYPAL'>;
    paymentMethod?: string;
    referer?: string;
  },
  localeTag: string,
  now: Date,
): Promise<PaymentSession> {
  const basket = await loadBasket(db, query.cartId, shopper);
  const sessionId = `ps_${randomUUID().replaceAll('-', '')}`;
  const kind: keyof typeof providers =
    query.paymentMethod?.toLowerCase() === 'paypal' ? 'PAYPAL' : query.paymentMethodId;
  const wallet = kind === 'DW_APPLE_PAY' || kind === 'PAYPAL';
  const domainName = hostOf(query.referer);
  const entry = { sessionId, paymentMethodId: kind, createdAt: now.toISOString() };
  await db
    .insert(checkoutStates)
    .values({ basketId: basket.basketId, paymentSessions: [entry], updatedAt: now })
    .onConflictDoUpdate({
      target: checkoutStates.basketId,
      set: {
        paymentSessions: sql`${checkoutStates.paymentSessions} || ${JSON.stringify([entry])}::jsonb`,
        updatedAt: now,
      },
    });
  return {
    success: true,
    provider: providers[kind],
    locale: localeTag,
    sessionId,
    meta: {
      merchantSession: {
        sessionId,
        clientToken: `tok_${sessionId.slice(3, 19)}`,
        amount: basket.totals.remainingToPay,
        currency: basket.currency,
        ...(query.referer ? { referer: query.referer } : {}),
        expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
        ...(wallet
          ? { ...merchant, epochTimestamp: now.getTime(), ...(domainName ? { domainName } : {}) }
          : {}),
      },
    },
  };
}

/** POST /cart/v1/deviceFingerPrint: stores the device fingerprint of the basket's checkout. */
export async function recordDeviceFingerprint(
  db: Database,
  shopper: Shopper | null,
  cartId: string,
  fingerprint: Record<string, unknown>,
  now: Date,
): Promise<{ cartId: string; recorded: true }> {
  const basket = await loadBasket(db, cartId, shopper);
  await db
    .insert(checkoutStates)
    .values({ basketId: basket.basketId, deviceFingerprint: fingerprint, updatedAt: now })
    .onConflictDoUpdate({
      target: checkoutStates.basketId,
      set: { deviceFingerprint: fingerprint, updatedAt: now },
    });
  return { cartId: basket.basketId, recorded: true };
}
