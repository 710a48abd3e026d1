import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import { sendMail } from '../mail/outbox';
import type { OrderBody } from './types';

/**
 * Resending an e-gift card e-mail (spec 2 §7 POST /consumer/resendGiftCardEmail): only for an
 * order of the signed-in consumer that holds an e-gift card (the catalogue's one digital
 * product) and was placed.
 */

/** The e-gift card items of an order (digital items, spec 1 §3 gift option). */
export const eGiftCardItems = (order: Pick<OrderBody, 'items'>) =>
  order.items.filter((item) => item.isDigitalProduct);

/**
 * Sends the e-gift card e-mail of an order again, through the mail outbox: to `recipientEmail`
 * when given, else to each card's own recipient (its gift option e-mail).
 * @param consumerId the signed-in consumer
 * @returns the addresses the e-mail went to (lower case)
 * @throws ApiHttpError 404 `OHS4004` unknown order or another consumer's (never told apart);
 * 404 `ORD404` the order holds no e-gift card; 409 `ORD409` the order is not placed (pending,
 * failed or cancelled: no card was issued or it was withdrawn)
 */
export async function resendGiftCardEmail(
  db: Database,
  consumerId: string,
  body: { orderNumber: string; recipientEmail?: string | undefined },
): Promise<string[]> {
  const orderNumber = body.orderNumber.trim().toUpperCase();
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row || row.consumerId !== consumerId)
    throw new ApiHttpError(404, 'OHS4004', `Order ${orderNumber} not found in the order history`);
  const cards = eGiftCardItems(row.body);
  if (cards.length === 0)
    throw new ApiHttpError(404, 'ORD404', `Order ${orderNumber} holds no e-gift card`);
  if (row.status !== 'created' && row.status !== 'shipped')
    throw new ApiHttpError(
      409,
      'ORD409',
      `Order ${orderNumber} is ${row.status}: its e-gift card e-mail cannot be sent`,
    );
  const sentTo = new Set<string>();
  for (const item of cards) {
    const to = (body.recipientEmail ?? item.giftOption?.email ?? '').trim().toLowerCase();
    if (!to || sentTo.has(to)) continue;
    sentTo.add(to);
    await sendMail(db, {
      to,
      kind: 'e-gift-card',
      subject: `Your e-gift card${item.giftOption?.to ? ` for ${item.giftOption.to}` : ''}`,
      text: [
        `An e-gift card of ${item.cost.toFixed(2)} ${row.currency} (order ${orderNumber}).`,
        ...(item.giftOption?.message ? [`Message: ${item.giftOption.message}`] : []),
      ].join('\n'),
    });
  }
  return [...sentTo];
}
