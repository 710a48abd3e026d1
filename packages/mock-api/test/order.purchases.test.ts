import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { purchasePaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { errorIdOf, getAs, guestToken, post, registeredToken, testConsumers } from './authHelpers';
import {
  findVariant,
  guestWithBasket,
  onlineStock,
  place,
  readyToPlace,
  startCheckoutServer,
  usAddress,
} from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 50 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** Places an order for a session token; returns its number. */
async function placedOrder(token: string, lines = [{ productId: variant }]) {
  const { basketId } = await guestWithBasket(app, lines, token);
  await readyToPlace(app, token, basketId);
  const response = await place(app, token, basketId);
  expect(response.statusCode).toBe(200);
  return (response.json() as { orderNumber: string }).orderNumber;
}

describe('consumer purchase calls (spec 2 §7)', () => {
  it('purchase detail, history (newest first, paged), invoice; OHS4004 for another consumer', async () => {
    const { registered } = testConsumers;
    const { accessToken } = await registeredToken(app, registered.username, registered.password);
    const first = await placedOrder(accessToken);
    const second = await placedOrder(accessToken);
    const detail = await getAs(app, purchasePaths.purchase(first), accessToken);
    expect(detail.json()).toMatchObject({ orderNumber: first, st: 'created' });
    const history = await post(
      app,
      purchasePaths.purchaseHistory,
      { start: 0, count: 1 },
      accessToken,
    );
    expect(history.json()).toMatchObject({ total: 2, count: 1, orders: [{ orderNumber: second }] });
    const invoice = await post(
      app,
      purchasePaths.invoiceDownload,
      { orderNumber: first },
      accessToken,
    );
    const file = invoice.json() as { content: string; contentType: string; fileName: string };
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      fileName: `invoice-${first}.pdf`,
    });
    const pdf = Buffer.from(file.content, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(INVOICE ${first})`);
    // The cross-reference table points at each object (a reader opens the file).
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(0);
    for (const [i, offset] of offsets.entries()) {
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    }
    const other = await guestToken(app);
    expect(errorIdOf(await getAs(app, purchasePaths.purchase(first), other.accessToken))).toBe(
      'OHS4004',
    );
  });

  it('TrackOrder for a guest with the order e-mail; OHS4004 with another e-mail', async () => {
    const { accessToken } = await guestToken(app);
    const orderNumber = await placedOrder(accessToken);
    const tracked = await post(app, purchasePaths.trackOrder, {
      orderNumber,
      email: usAddress.email,
    });
    expect(tracked.json()).toMatchObject({
      orderNumber,
      st: 'created',
      events: [{ status: 'created' }],
    });
    expect(
      errorIdOf(await post(app, purchasePaths.trackOrder, { orderNumber, email: 'x@example.com' })),
    ).toBe('OHS4004');
  });

  it('CancelOrder returns the stock; a cancelled order gets no return label (RTN500)', async () => {
    const { accessToken } = await guestToken(app);
    const before = await onlineStock(handle, variant);
    const orderNumber = await placedOrder(accessToken);
    expect(await onlineStock(handle, variant)).toBe(before - 1);
    const cancelled = await post(app, purchasePaths.cancelOrder, { orderNumber }, accessToken);
    expect(cancelled.json()).toMatchObject({ st: 'cancelled' });
    expect(await onlineStock(handle, variant)).toBe(before);
    const label = await post(app, purchasePaths.returnLabel(orderNumber), {}, accessToken);
    expect(label.statusCode).toBe(500);
    expect(errorIdOf(label)).toBe('RTN500');
  });

  it('return label for physical items; RTN500 for an e-gift card only order', async () => {
    const { accessToken } = await guestToken(app);
    const orderNumber = await placedOrder(accessToken);
    const label = await post(app, purchasePaths.returnLabel(orderNumber), {}, accessToken);
    expect(label.statusCode).toBe(200);
    expect((label.json() as { labelUrl: string }).labelUrl).toMatch(
      /^data:application\/pdf;base64,JVBERi0/,
    );
    const gift = await placedOrder(accessToken, [
      {
        productId: 'ALPGC0001-50',
        giftOption: { email: 'friend@example.com', to: 'Friend', message: 'Hi' },
      } as never,
    ]);
    expect(errorIdOf(await post(app, purchasePaths.returnLabel(gift), {}, accessToken))).toBe(
      'RTN500',
    );
  });
});

describe('restart', () => {
  it('keeps orders across a restart (PGlite folder)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'order-restart-'));
    try {
      const first = await startCheckoutServer(dir);
      const { accessToken } = await guestToken(first.app);
      const { basketId } = await guestWithBasket(
        first.app,
        [{ productId: await findVariant(first.handle) }],
        accessToken,
      );
      await readyToPlace(first.app, accessToken, basketId);
      const placed = (await place(first.app, accessToken, basketId)).json() as {
        orderNumber: string;
      };
      await first.app.close();
      await first.handle.close();

      const second = await startCheckoutServer(dir);
      try {
        const detail = await getAs(
          second.app,
          purchasePaths.purchase(placed.orderNumber),
          accessToken,
        );
        expect(detail.json()).toMatchObject({
          orderNumber: placed.orderNumber,
          st: 'created',
          basketId,
        });
        const again = await place(second.app, accessToken, basketId);
        expect((again.json() as { orderNumber: string }).orderNumber).toBe(placed.orderNumber);
      } finally {
        await second.app.close();
        await second.handle.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
