'use server';

import {
  normaliseOrderNumber,
  type OrderTrackingInfo,
  orderNumberPattern,
} from '@storefront/commerce';
import { createConsumerService, createPurchaseService } from '@storefront/commerce/server';
import { refresh } from 'next/cache';
import * as z from 'zod';
import { type ActionResult, invalidInput, serverCall } from '../server/serverCall';

/**
 * The order Server Actions of the account and the guest order status (spec 2 §7 purchase
 * calls: CancelOrder, return label, TrackOrder), through `serverCall` (the locale of the page
 * they post from). They answer `{ ok: true, ... }` or the failure's code and message (spec 1
 * §8); they never throw.
 */

const orderNumberInput = z
  .string()
  .max(20)
  .transform(normaliseOrderNumber)
  .refine((value) => orderNumberPattern.test(value), 'Invalid order number.');

const notSignedIn = { ok: false as const, code: 'AUT401', message: 'Not signed in.' };

/**
 * Cancels a placed order of the signed-in shopper (POST /consumer/CancelOrder; the API returns
 * the stock and partial payments), then refreshes the page's data.
 * @param orderNumber e.g. `ALP00001042`
 * @returns `{ ok: true }`, or `ORD409` (no longer cancellable), `OHS4004`, `AUT401`, `API400`
 */
export async function cancelOrderAction(orderNumber: unknown): Promise<ActionResult> {
  const parsed = orderNumberInput.safeParse(orderNumber);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const result = await serverCall('orders.cancel', async ({ client, token, session }) => {
    if (!session.signedIn) return notSignedIn;
    await createPurchaseService(client, { accessToken: token }).cancelOrder(parsed.data);
    return {};
  });
  if (result.ok) refresh();
  return result;
}

/**
 * A return label for the physical items of a placed or shipped order (POST
 * /consumer/return/{orderId}/returnLabel): its id, tracking number and PDF (a data: URL).
 * @returns the label, or `RTN500` (return creation error), `ORD430`, `OHS4004`, `AUT401`
 */
export async function returnLabelAction(
  orderNumber: unknown,
): Promise<ActionResult<{ returnId: string; trackingNumber: string; labelUrl: string }>> {
  const parsed = orderNumberInput.safeParse(orderNumber);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall('orders.returnLabel', async ({ client, token, session }) => {
    if (!session.signedIn) return notSignedIn;
    const label = await createPurchaseService(client, { accessToken: token }).createReturnLabel(
      parsed.data,
    );
    return {
      returnId: label.returnId,
      trackingNumber: label.trackingNumber,
      labelUrl: label.labelUrl,
    };
  });
}

/**
 * Sends the e-gift card e-mail of an order of the signed-in shopper again (POST
 * /consumer/resendGiftCardEmail `{ orderNumber }`, spec 2 §7), to each card's recipient.
 * @returns `{ ok: true }`, or `ORD404` (no e-gift card in the order), `ORD409` (not placed or
 * cancelled), `OHS4004`, `AUT401`, `API400`
 */
export async function resendGiftCardEmailAction(orderNumber: unknown): Promise<ActionResult> {
  const parsed = orderNumberInput.safeParse(orderNumber);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall('orders.resendGiftCardEmail', async ({ client, token, session }) => {
    if (!session.signedIn) return notSignedIn;
    await createConsumerService(client, { accessToken: token }).resendGiftCardEmail({
      orderNumber: parsed.data,
    });
    return {};
  });
}

const lookupInput = z.object({
  orderNumber: orderNumberInput,
  email: z.string().trim().min(3).max(100),
});

/**
 * The guest order status (POST /consumer/TrackOrder with the order's billing e-mail; no
 * shopper token: the pair is the proof). The API limits the lookups (429 `API429`).
 * @returns `{ tracking }`, or `OHS4004` (unknown number or another e-mail), `API429`, `API400`
 */
export async function trackOrderAction(
  orderNumber: unknown,
  email: unknown,
): Promise<ActionResult<{ tracking: OrderTrackingInfo }>> {
  const parsed = lookupInput.safeParse({ orderNumber, email });
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall(
    'orders.track',
    async ({ client }) => ({
      tracking: await createPurchaseService(client, { accessToken: '' }).trackOrder(
        parsed.data.orderNumber,
        parsed.data.email,
      ),
    }),
    { token: false },
  );
}
