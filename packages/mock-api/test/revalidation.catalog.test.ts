import {
  cacheTags,
  checkoutPaths,
  productPaths,
  purchasePaths,
  revalidationRequestSchema,
} from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedBasketIfEmpty } from '../src/basket/seed';
import { seedCatalogIfEmpty } from '../src/catalog/seed';
import { seedConsumersIfEmpty } from '../src/consumers/seed';
import type { DatabaseHandle } from '../src/db/client';
import { catalogVariantPrices, catalogVariants } from '../src/db/schema';
import { seedGiftCardsIfEmpty } from '../src/payments/giftCards';
import { stockTags } from '../src/revalidation/catalogEvents';
import { createRevalidationNotifier } from '../src/revalidation/notifier';
import { registerE2eRoutes } from '../src/routes/e2e';
import { buildServer } from '../src/server';
import { errorIdOf, post } from './authHelpers';
import { findVariant, guestWithBasket, place, readyToPlace, visa } from './checkoutHelpers';
import { get, openTestDatabase, testNow } from './helpers';

const secret = 'c'.repeat(40);

/** The tags of every revalidation call the mock API made (the storefront's side). */
const calls: string[][] = [];
const storefront = (async (_url: string | URL | Request, init?: RequestInit) => {
  calls.push(revalidationRequestSchema.parse(JSON.parse(String(init?.body))).tags);
  return new Response('{}', { status: 200 });
}) as typeof fetch;

let handle: DatabaseHandle;
let app: FastifyInstance;
let variant: string;
let master: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
  await seedCatalogIfEmpty(handle.db);
  await seedBasketIfEmpty(handle.db);
  await seedConsumersIfEmpty(handle.db);
  await seedGiftCardsIfEmpty(handle.db);
  const revalidation = createRevalidationNotifier({
    storefrontUrl: 'http://storefront.test',
    secret,
    fetch: storefront,
  });
  const mediaBaseUrl = 'http://media.test/media';
  app = await buildServer({ db: handle.db, mediaBaseUrl, now: () => testNow, revalidation });
  registerE2eRoutes(app, { db: handle.db, enabled: true, revalidation, mediaBaseUrl });
  variant = await findVariant(handle, { online: 50 });
  const [row] = await handle.db
    .select({ productId: catalogVariants.productId })
    .from(catalogVariants)
    .where(eq(catalogVariants.id, variant));
  master = row?.productId ?? '';
});
afterAll(async () => {
  await app.close();
  await handle.close();
});
beforeEach(() => {
  calls.length = 0;
});

const productTags = () => [cacheTags.product(master), cacheTags.product(variant)];

/** A guest's order of one unit of the variant; `card` picks 3-D Secure. */
async function placeOne(card = visa) {
  const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
  await readyToPlace(app, token, basketId, card);
  calls.length = 0;
  const placed = await place(app, token, basketId);
  expect(placed.statusCode).toBe(200);
  return { token, orderNumber: (placed.json() as { orderNumber: string }).orderNumber };
}

describe('stock changes tell the storefront (design.md "Data flows", caching)', () => {
  it('placing an order: its products (master and variant); cancelling it: the same again', async () => {
    const { token, orderNumber } = await placeOne();
    expect(calls).toEqual([productTags()]);
    calls.length = 0;
    const cancelled = await post(app, purchasePaths.cancelOrder, { orderNumber }, token);
    expect(cancelled.json()).toMatchObject({ st: 'cancelled' });
    expect(calls).toEqual([productTags()]);
    calls.length = 0;
    // Cancelling again returns nothing: no call.
    await post(app, purchasePaths.cancelOrder, { orderNumber }, token);
    expect(calls).toEqual([]);
  });

  it('a failed 3-D Secure challenge returns the stock: its products', async () => {
    const { token, orderNumber } = await placeOne({ ...visa, number: '4000000000003220' });
    expect(calls).toEqual([productTags()]);
    calls.length = 0;
    const patched = await post(
      app,
      checkoutPaths.order(orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'N' } } },
      token,
      'PATCH',
    );
    expect(errorIdOf(patched)).toBe('PYT405');
    expect(calls).toEqual([productTags()]);
  });

  it('a refused placement (no captcha) tells nothing', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId);
    calls.length = 0;
    const refused = await place(app, token, basketId, { recaptcha_response: undefined });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(calls).toEqual([]);
  });

  it('stockTags: masters and variants once each, none for digital items', () => {
    const item = (masterId: string, productId: string, isDigitalProduct = false) =>
      ({ masterId, productId, isDigitalProduct }) as never;
    expect(
      stockTags({ items: [item('M1', 'V1'), item('M1', 'V2'), item('G1', 'G1-50', true)] }),
    ).toEqual(['product:M1', 'product:V1', 'product:V2']);
  });
});

describe('POST /__e2e/price (the catalogue price change)', () => {
  const usdPrice = async () =>
    (
      await handle.db
        .select()
        .from(catalogVariantPrices)
        .where(eq(catalogVariantPrices.variantId, variant))
    ).find((row) => row.currency === 'USD');

  it('stores the price of every variant, answers it, tells product:{id}; reads see it', async () => {
    const before = await usdPrice();
    const originalMinor = before?.originalMinor ?? 0;
    const currentMinor = originalMinor - 100;
    const changed = await post(app, '/__e2e/price', {
      productId: master,
      currency: 'USD',
      currentMinor,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ productId: master, currency: 'USD', revalidated: true });
    expect(changed.json().variants).toContainEqual({ id: variant, currentMinor, originalMinor });
    expect(calls).toEqual([[cacheTags.product(master)]]);
    const details = await get(app, productPaths.details(master));
    const read = (
      details.json() as { variants: { id: string; price: { current: number } }[] }
    ).variants.find((v) => v.id === variant);
    expect(read?.price.current).toBe(currentMinor / 100);
  });

  it('refuses an unknown product (404 API404), a price above the list price or a bad body (400 API400); nothing stored, nothing told', async () => {
    const before = await usdPrice();
    const unknown = await post(app, '/__e2e/price', {
      productId: 'NOPE1',
      currency: 'USD',
      currentMinor: 100,
    });
    expect([unknown.statusCode, errorIdOf(unknown)]).toEqual([404, 'API404']);
    const above = await post(app, '/__e2e/price', {
      productId: master,
      currency: 'USD',
      currentMinor: (before?.originalMinor ?? 0) + 1,
    });
    expect([above.statusCode, errorIdOf(above)]).toEqual([400, 'API400']);
    const bad = await post(app, '/__e2e/price', {
      productId: master,
      currency: 'EUR',
      currentMinor: 1,
    });
    expect([bad.statusCode, errorIdOf(bad)]).toEqual([400, 'API400']);
    expect(await usdPrice()).toEqual(before);
    expect(calls).toEqual([]);
  });
});
