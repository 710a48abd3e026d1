import { type BasketResponse, basketPaths, basketSchema } from '@storefront/api-contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogInventory, catalogVariants } from '../src/db/catalogSchema';
import type { Database } from '../src/db/client';
import { guestToken } from './authHelpers';
import { startCheckoutServer } from './checkoutHelpers';
import { contractHeaders } from './helpers';

/**
 * A migrated database with catalogue, consumers and basket seed (and the test gift cards),
 * and a server: the checkout tests' server ({@link startCheckoutServer}), on memory:// or a
 * PGlite folder.
 */
export const startBasketServer = (dataDir = 'memory://') => startCheckoutServer(dataDir);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request with the contract headers, a locale query and an optional bearer token. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; locale?: string } = {},
) {
  const sep = url.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `${url}${sep}locale=${options.locale ?? 'en-US'}`,
    headers: {
      ...contractHeaders,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** The basket of an answer, validated against the contract schema. */
export function basketOf(response: {
  statusCode: number;
  body: string;
  json: () => unknown;
}): BasketResponse {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`);
  return basketSchema.parse(response.json());
}

/** The first error code of an error envelope answer. */
export const codeOf = (response: { json: () => unknown }) =>
  (response.json() as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId;

/** Creates (or gets) the open basket of a token. */
export async function createBasket(app: FastifyInstance, token: string, locale?: string) {
  return basketOf(await call(app, 'POST', basketPaths.cart, { body: {}, token, locale }));
}

/** Adds an item; answers the raw response. */
export function addItem(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  locale?: string,
) {
  return call(app, 'POST', basketPaths.item, { body, token, locale });
}

/**
 * A variant of a product with at least `minStock` units online (price in every currency).
 * @param productId a product id, e.g. `ALP1001M`
 */
export async function stockedVariant(db: Database, productId: string, minStock = 5) {
  const [row] = await db
    .select({ id: catalogVariants.id, upc: catalogVariants.upc, stock: catalogInventory.quantity })
    .from(catalogVariants)
    .innerJoin(catalogInventory, eq(catalogInventory.variantId, catalogVariants.id))
    .where(
      and(eq(catalogVariants.productId, productId), gt(catalogInventory.quantity, minStock - 1)),
    )
    .orderBy(catalogVariants.position);
  if (!row) throw new Error(`no variant of ${productId} with ${minStock} units`);
  return row;
}

/** Sets the online stock of a variant (test setup). */
export async function setStock(db: Database, variantId: string, quantity: number) {
  await db
    .update(catalogInventory)
    .set({ quantity })
    .where(eq(catalogInventory.variantId, variantId));
}

/** A new guest (POST /token/v2/auth/token) and its open basket. */
export async function guestBasket(app: FastifyInstance, locale?: string) {
  const guest = await guestToken(app);
  const basket = await createBasket(app, guest.accessToken, locale);
  return { ...guest, basketId: basket.basketId, basket };
}

/**
 * The open basket of `token` (a new guest's when none is given) holding `qty` units of a
 * variant of `productId` with at least `qty` units online.
 */
export async function basketWith(
  app: FastifyInstance,
  db: Database,
  productId: string,
  qty = 1,
  token?: string,
) {
  const accessToken = token ?? (await guestToken(app)).accessToken;
  const { basketId } = await createBasket(app, accessToken);
  const variant = await stockedVariant(db, productId, qty);
  const basket = basketOf(
    await addItem(app, accessToken, { cartId: basketId, productId: variant.id, qty }),
  );
  return { accessToken, basketId, variant, basket };
}

/** PUT /cart/v1/coupon; answers the raw response. */
export const applyCoupon = (app: FastifyInstance, token: string, cartId: string, code: string) =>
  call(app, 'PUT', basketPaths.coupon, { body: { cartId, code }, token });
