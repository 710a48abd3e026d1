import { basketPaths, checkoutPaths } from '@storefront/api-contract';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { specialProductIds } from '../seed/catalog/products';
import { seedBasketIfEmpty } from '../src/basket/seed';
import { seedCatalogIfEmpty } from '../src/catalog/seed';
import { seedConsumersIfEmpty } from '../src/consumers/seed';
import type { DatabaseHandle } from '../src/db/client';
import {
  catalogInventory,
  catalogProducts,
  catalogVariants,
  storeInventory,
  stores,
} from '../src/db/schema';
import { seedGiftCardsIfEmpty } from '../src/payments/giftCards';
import { buildServer } from '../src/server';
import { captchaToken, guestToken, post } from './authHelpers';
import { openPreparedTestDatabase, openTestDatabase, testNow } from './helpers';

/**
 * A server with consumers, the catalogue, promotions and the test gift cards, on memory://
 * or on a PGlite folder (`dataDir`; seeding only what is empty, as on a restart).
 * `options.onQuery` sees the SQL of every query (to count the queries of a call);
 * `options.now` replaces the fixed test clock (tests that move time).
 */
export async function startCheckoutServer(
  dataDir = 'memory://',
  options: { onQuery?: (query: string) => void; now?: () => Date } = {},
): Promise<{
  app: FastifyInstance;
  handle: DatabaseHandle;
}> {
  const seed = async ({ db, migrate }: DatabaseHandle) => {
    await migrate();
    await seedCatalogIfEmpty(db);
    await seedBasketIfEmpty(db);
    await seedConsumersIfEmpty(db);
    await seedGiftCardsIfEmpty(db);
  };
  // A folder is seeded where it is (restart tests); memory:// starts from the worker's template.
  const handle = dataDir.startsWith('memory://')
    ? await openPreparedTestDatabase('checkout', seed, options)
    : await openTestDatabase(dataDir, options);
  if (!dataDir.startsWith('memory://')) await seed(handle);
  const app = await buildServer({
    db: handle.db,
    mediaBaseUrl: 'http://media.test/media',
    now: options.now ?? (() => testNow),
  });
  return { app, handle };
}

/**
 * A checkout server whose database queries can be counted around one call (the per-call query
 * budgets of the basket and order tests): `queriesOf(run)` runs the call, expects a 200 and
 * answers the SQL it sent.
 */
export async function startQueryCountingServer(): Promise<{
  app: FastifyInstance;
  handle: DatabaseHandle;
  queriesOf: (run: () => Promise<{ statusCode: number }>) => Promise<string[]>;
}> {
  let counting = false;
  const queries: string[] = [];
  const server = await startCheckoutServer('memory://', {
    onQuery: (query) => {
      if (counting) queries.push(query);
    },
  });
  const queriesOf = async (run: () => Promise<{ statusCode: number }>) => {
    queries.length = 0;
    counting = true;
    try {
      expect((await run()).statusCode).toBe(200);
    } finally {
      counting = false;
    }
    return [...queries];
  };
  return { ...server, queriesOf };
}

/**
 * A variant of an ordinary product with at least `online` units online and, when
 * `storeUnits` is given, at least that many in store `storeId` (Denver 0101 by default).
 */
export async function findVariant(
  handle: DatabaseHandle,
  options: { online?: number; storeUnits?: number; storeId?: string; skip?: string[] } = {},
): Promise<string> {
  const special = Object.values(specialProductIds) as string[];
  const rows = await handle.db
    .select({ id: catalogVariants.id })
    .from(catalogVariants)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .innerJoin(catalogInventory, eq(catalogInventory.variantId, catalogVariants.id))
    .innerJoin(
      storeInventory,
      and(
        eq(storeInventory.variantId, catalogVariants.id),
        eq(storeInventory.storeId, options.storeId ?? '0101'),
      ),
    )
    .where(
      and(
        notInArray(catalogProducts.id, special),
        eq(catalogProducts.productType, 'standard'),
        sql`${catalogProducts.customsExternalUrl} is null`,
        gte(catalogInventory.quantity, options.online ?? 5),
        gte(storeInventory.quantity, options.storeUnits ?? 0),
        options.skip?.length ? notInArray(catalogVariants.id, options.skip) : undefined,
      ),
    )
    .orderBy(catalogVariants.id)
    .limit(1);
  const id = rows[0]?.id;
  if (!id) throw new Error('no variant matches');
  return id;
}

/** Sets a variant's online stock. */
export async function setOnlineStock(handle: DatabaseHandle, variantId: string, quantity: number) {
  await handle.db
    .update(catalogInventory)
    .set({ quantity })
    .where(eq(catalogInventory.variantId, variantId));
}

/** Sets a variant's stock in a store. */
export async function setStoreStock(
  handle: DatabaseHandle,
  storeId: string,
  variantId: string,
  quantity: number,
) {
  await handle.db
    .insert(storeInventory)
    .values({ storeId, variantId, quantity })
    .onConflictDoUpdate({
      target: [storeInventory.storeId, storeInventory.variantId],
      set: { quantity },
    });
}

/** Online stock of a variant. */
export async function onlineStock(handle: DatabaseHandle, variantId: string): Promise<number> {
  const [row] = await handle.db
    .select({ quantity: catalogInventory.quantity })
    .from(catalogInventory)
    .where(eq(catalogInventory.variantId, variantId));
  return row?.quantity ?? 0;
}

/** Whether a store takes ship-to-store deliveries. */
export async function setShipToStore(handle: DatabaseHandle, storeId: string, value: boolean) {
  await handle.db.update(stores).set({ shipToStore: value }).where(eq(stores.id, storeId));
}

/** A valid US address (Denver). */
export const usAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(303) 555-0100',
  addressLine1: '1550 Wewatta St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};

/** The test card that is authorised. */
export const visa = {
  number: '4111111111111111',
  holder: 'Ada Lovelace',
  expiration_month: 12,
  expiration_year: 2030,
  security_code: '123',
};

/** A basket as the tests read it. */
export interface TestBasket {
  basketId: string;
  status: string;
  items: {
    id: string;
    productId: string;
    qty: number;
    shipmentId: string;
    shippingOptions: {
      selected: string;
      available: string[];
      storeInfo?: { id: string; storeInventory: number };
    };
  }[];
  shipments: {
    shipmentId: string;
    storeId?: string;
    shippingMethod?: { code: string; price: number; deliveryTime?: string };
    shippingAddress?: Record<string, unknown>;
  }[];
  payment_instruments: {
    payment_instrument_id: string;
    payment_method_id: string;
    amount: number;
  }[];
  totals: { total: number; shipping: number; tax: number; remainingToPay: number };
  flash: { code: string }[];
}

/** A guest with an open basket holding the given variants (qty 1 each unless given). */
export async function guestWithBasket(
  app: FastifyInstance,
  lines: { productId: string; qty?: number; storeId?: string; giftOption?: object }[],
  token?: string,
): Promise<{ token: string; basketId: string; basket: TestBasket }> {
  const accessToken = token ?? (await guestToken(app)).accessToken;
  let basket: TestBasket | undefined;
  for (const line of lines) {
    const response = await post(app, basketPaths.cartWithItem, { qty: 1, ...line }, accessToken);
    if (response.statusCode >= 300) throw new Error(`add item: ${response.body}`);
    basket = response.json() as TestBasket;
  }
  if (!basket) throw new Error('no lines');
  return { token: accessToken, basketId: basket.basketId, basket };
}

/**
 * Sets the basket's addresses (`usAddress` by default): the home shipment's (`me`) and the
 * billing address, or only the billing one with `{ shipping: false }` (a store delivery).
 * Throws unless each call answers 200.
 */
export async function setAddresses(
  app: FastifyInstance,
  token: string,
  basketId: string,
  options: { shipping?: boolean; address?: object } = {},
) {
  const address = options.address ?? usAddress;
  const urls = [
    ...(options.shipping === false ? [] : [checkoutPaths.shippingAddress(basketId)]),
    checkoutPaths.billingAddress(basketId),
  ];
  for (const url of urls) {
    // The shipping address carries the test captcha's response (spec 1 §7), as the checkout sends it.
    const body =
      url === checkoutPaths.billingAddress(basketId)
        ? address
        : { ...address, recaptcha_response: await captchaToken(app, 'shippingAddress') };
    const response = await post(app, url, body, token);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  }
}

/** POST a payment instrument (`{ payment_method_id, ... }`); answers the raw response. */
export const addInstrument = (
  app: FastifyInstance,
  token: string,
  basketId: string,
  body: object,
) => post(app, checkoutPaths.paymentInstruments(basketId), body, token);

/** POST prepareOrder; the prepared basket. Throws unless it answers 200. */
export async function prepare(app: FastifyInstance, token: string, basketId: string) {
  const prepared = await post(app, checkoutPaths.prepareOrder, { basketId }, token);
  if (prepared.statusCode !== 200) throw new Error(`prepare: ${prepared.body}`);
  return prepared.json() as TestBasket;
}

/**
 * Everything a guest needs to place: home address (unless `{ shipping: false }`), billing
 * address, a card (`visa` unless given), then prepareOrder. Throws on any refusal.
 */
export async function readyToPlace(
  app: FastifyInstance,
  token: string,
  basketId: string,
  card = visa,
  options: { shipping?: boolean } = {},
) {
  await setAddresses(app, token, basketId, options);
  const paid = await addInstrument(app, token, basketId, {
    payment_method_id: 'CREDIT_CARD',
    payment_card: card,
  });
  if (paid.statusCode !== 200) throw new Error(`payment instrument: ${paid.body}`);
  return prepare(app, token, basketId);
}

/**
 * A basket (a new guest's unless `token` is given) holding `lines`, with its addresses set and
 * prepared, and no payment yet.
 */
export async function preparedBasket(
  app: FastifyInstance,
  lines: Parameters<typeof guestWithBasket>[1],
  token?: string,
) {
  const started = await guestWithBasket(app, lines, token);
  await setAddresses(app, started.token, started.basketId);
  return { ...started, basket: await prepare(app, started.token, started.basketId) };
}

/**
 * PUT the order with a fresh `placeOrder` test captcha token (`extra` may override
 * `recaptcha_response`, e.g. with `undefined`).
 */
export const place = async (
  app: FastifyInstance,
  token: string,
  basketId: string,
  extra: object = {},
) =>
  post(
    app,
    checkoutPaths.placeOrder,
    {
      cartId: basketId,
      ...('recaptcha_response' in extra
        ? {}
        : { recaptcha_response: await captchaToken(app, 'placeOrder') }),
      ...extra,
    },
    token,
    'PUT',
  );
