import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { registerE2eRoutes } from '../src/routes/e2e';
import { buildServer } from '../src/server';
import { guestToken } from './authHelpers';
import { errorId } from './catalogHelpers';
import { startFullServer } from './fullHelpers';
import { contractHeaders } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: contractHeaders, payload });

beforeAll(async () => {
  ({ app, handle } = await startFullServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('test-only e2e routes', () => {
  it('are absent without MOCK_API_E2E=1', async () => {
    const response = await post('/__e2e/stock?locale=en-US', { productId: 'ALP1001M' });
    expect(response.statusCode).toBe(404);
    expect((await post('/__e2e/reset?locale=en-US', {})).statusCode).toBe(404);
  });

  it('are absent in production, even with MOCK_API_E2E=1', async () => {
    vi.stubEnv('MOCK_API_E2E', '1');
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const production = await buildServer({ db: handle.db });
      const reset = await production.inject({
        method: 'POST',
        url: '/__e2e/reset?locale=en-US',
        headers: contractHeaders,
        payload: {},
      });
      expect(reset.statusCode).toBe(404);
      await production.close();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  describe('enabled', () => {
    let e2e: FastifyInstance;
    beforeAll(async () => {
      e2e = await buildServer({ db: handle.db });
      registerE2eRoutes(e2e, { db: handle.db, enabled: true });
    });
    afterAll(async () => {
      await e2e.close();
    });
    const send = (url: string, payload: object) =>
      e2e.inject({ method: 'POST', url, headers: contractHeaders, payload });

    it("sets an employee's discount spend; 404 API404 for a login that is no employee", async () => {
      const set = await send('/__e2e/employee-spend?locale=en-US', {
        login: 'Employee@example.com',
        currentSpend: 1450,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ currentSpend: 1450, annualCap: 1500 });
      const shopper = await send('/__e2e/employee-spend?locale=en-US', {
        login: 'loyalty@example.com',
        currentSpend: 1,
      });
      expect(shopper.statusCode).toBe(404);
      expect(errorId(shopper)).toBe('API404');
      await send('/__e2e/employee-spend?locale=en-US', {
        login: 'employee@example.com',
        currentSpend: 420.5,
      });
    });

    it('raises the stock of every variant of a product, never lowers it (atLeast)', async () => {
      const exact = await send('/__e2e/stock?locale=en-US', {
        productId: 'ALP1001M',
        quantity: 7,
        mode: 'exact',
      });
      expect(exact.statusCode).toBe(200);
      const variants = exact.json<{ variants: { id: string; quantity: number }[] }>().variants;
      expect(variants.length).toBeGreaterThan(1);
      expect(variants.every((v) => v.quantity === 7)).toBe(true);

      const raised = await send('/__e2e/stock?locale=en-US', {
        productId: 'ALP1001M',
        quantity: 50,
      });
      expect(
        raised.json<{ variants: { quantity: number }[] }>().variants.map((v) => v.quantity),
      ).toEqual(variants.map(() => 50));
      const kept = await send('/__e2e/stock?locale=en-US', {
        variantIds: [variants[0]?.id],
        quantity: 3,
      });
      expect(kept.json<{ variants: { quantity: number }[] }>().variants).toEqual([
        expect.objectContaining({ id: variants[0]?.id, quantity: 50 }),
      ]);
    });

    it('answers 404 API404 for an unknown product and 400 without a target', async () => {
      const unknown = await send('/__e2e/stock?locale=en-US', { productId: 'NOPE' });
      expect([unknown.statusCode, errorId(unknown)]).toEqual([404, 'API404']);
      expect((await send('/__e2e/stock?locale=en-US', { quantity: 3 })).statusCode).toBe(400);
    });

    it('makes a fresh gift card each time, whose balance the provider answers', async () => {
      const first = await send('/__e2e/gift-cards?locale=en-US', { balanceMinor: 5000 });
      const second = await send('/__e2e/gift-cards?locale=en-US', { balanceMinor: 5000 });
      expect(first.statusCode).toBe(201);
      const a = first.json<{ cardNumber: string; pin: string }>();
      const b = second.json<{ cardNumber: string }>();
      expect(a.cardNumber).toMatch(/^60007\d{11}$/);
      expect(b.cardNumber).not.toBe(a.cardNumber);
      const { accessToken } = await guestToken(e2e);
      const balance = await e2e.inject({
        method: 'POST',
        url: '/cart/v1/giftcard/balance?locale=en-US',
        headers: { ...contractHeaders, authorization: `Bearer ${accessToken}` },
        payload: { cardNumber: a.cardNumber, pin: a.pin },
      });
      expect(balance.statusCode).toBe(200);
      expect(balance.json()).toMatchObject({ balance: 50, currency: 'USD' });
    });

    it('reset puts back the data the server started with, and only what was written', async () => {
      const inventory = async () =>
        (
          await e2e.inject({
            method: 'GET',
            url: '/products/v2/products/ALP1001M/inventory?locale=en-US',
            headers: contractHeaders,
          })
        ).json<{ variants: Record<string, { quantity: number }> }>().variants;
      const reset = async () => {
        const response = await send('/__e2e/reset?locale=en-US', {});
        expect(response.statusCode).toBe(200);
        return response.json<{ tables: string[] }>().tables;
      };
      await reset(); // what the tests above wrote
      const seeded = await inventory();
      await send('/__e2e/stock?locale=en-US', {
        productId: 'ALP1001M',
        quantity: 0,
        mode: 'exact',
      });
      const card = (await send('/__e2e/gift-cards?locale=en-US', { balanceMinor: 100 })).json<{
        cardNumber: string;
      }>();
      expect(Object.values(await inventory()).every((v) => v.quantity === 0)).toBe(true);

      const refilled = await reset();
      expect(refilled).toEqual(expect.arrayContaining(['catalog_inventory', 'gift_cards']));
      expect(refilled).not.toContain('content_documents');
      // The catalogue cache sees the restore (its change stamps move on).
      expect(await inventory()).toEqual(seeded);
      const { accessToken } = await guestToken(e2e);
      const balance = await e2e.inject({
        method: 'POST',
        url: '/cart/v1/giftcard/balance?locale=en-US',
        headers: { ...contractHeaders, authorization: `Bearer ${accessToken}` },
        payload: { cardNumber: card.cardNumber, pin: '1234' },
      });
      expect(errorId(balance)).toBe('GFC410');
      await reset(); // the guest token
      expect(await reset()).toEqual([]);
    });

    it('blocks the armed calls as the bot defence does (403 with its appId), then lets them pass', async () => {
      let { accessToken } = await guestToken(e2e);
      const create = () =>
        e2e.inject({
          method: 'POST',
          url: '/cart/v1/cart?locale=en-US',
          headers: { ...contractHeaders, authorization: `Bearer ${accessToken}` },
          payload: {},
        });
      const bad = await send('/__e2e/bot-challenge?locale=en-US', { pathPrefix: 'cart' });
      expect([bad.statusCode, errorId(bad)]).toEqual([400, 'API400']);
      const armed = await send('/__e2e/bot-challenge?locale=en-US', {
        pathPrefix: '/cart/v1/cart',
        method: 'POST',
        times: 2,
      });
      expect(armed.json()).toEqual({
        armed: [{ pathPrefix: '/cart/v1/cart', method: 'POST', remaining: 2 }],
      });
      for (let i = 0; i < 2; i += 1) {
        const blocked = await create();
        expect(blocked.statusCode).toBe(403);
        const body = blocked.json<Record<string, unknown>>();
        // The bot defence's own body: an appId and a block id, no error envelope.
        expect(body).toMatchObject({ appId: 'PXmockdefence', action: 'captcha' });
        expect(body.uuid).toEqual(expect.any(String));
        expect(body).not.toHaveProperty('errorDetails');
      }
      expect((await create()).statusCode).toBe(201);
      await send('/__e2e/bot-challenge?locale=en-US', { pathPrefix: '/cart/v1/cart' });
      await send('/__e2e/reset?locale=en-US', {});
      ({ accessToken } = await guestToken(e2e)); // the reset forgot the token too
      expect((await create()).statusCode).toBe(201);
    });

    it('forgets the failed gift card attempts and locks', async () => {
      const { accessToken } = await guestToken(e2e);
      const check = () =>
        e2e.inject({
          method: 'POST',
          url: '/cart/v1/giftcard/balance?locale=en-US',
          headers: { ...contractHeaders, authorization: `Bearer ${accessToken}` },
          payload: { cardNumber: '6000999999999990', pin: '0000' },
        });
      for (let i = 0; i < 5; i += 1) await check();
      expect(errorId(await check())).toBe('GFC812');
      const cleared = await e2e.inject({
        method: 'DELETE',
        url: '/__e2e/gift-card-attempts?locale=en-US',
        headers: contractHeaders,
      });
      expect(cleared.json<{ cleared: number }>().cleared).toBeGreaterThan(0);
      expect(errorId(await check())).toBe('GFC410');
    });
  });
});
