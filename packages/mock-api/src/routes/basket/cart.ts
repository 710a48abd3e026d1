import {
  addItemRequestSchema,
  basketPaths,
  cartWithItemRequestSchema,
  createBasketRequestSchema,
  getBasketQuerySchema,
  removeItemRequestSchema,
  reserveWithItemRequestSchema,
  updateItemRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addItem,
  addItemToOpenBasket,
  type ProductRef,
  readBasket,
  removeItem,
  updateItem,
} from '../../basket/cart';
import { idempotent } from '../../basket/idempotency';
import type { AddItemInput } from '../../basket/items';
import {
  createExpressBasket,
  deleteExpressBasket,
  getOrCreateOpenBasket,
} from '../../basket/repository';
import {
  type BasketRoutesOptions,
  basketAnswer,
  parseBody,
  parseQuery,
  requireShopper,
  routePath,
  siteOf,
} from './http';

type BasketParams = { basketId: string };

/**
 * Basket and item calls of spec 1 §7 "Cart": create, cartWithItem, get (favStoreId,
 * isPatchRequired, inventorySupplyCheck), add / remove / update item, reserveWithItem.
 * The three adds honour an `Idempotency-Key` header (see basket/idempotency.ts). The rules
 * live in `basket/cart.ts`, `items.ts` and `itemChanges.ts`.
 */
export function registerCartRoutes(app: FastifyInstance, options: BasketRoutesOptions): void {
  const { db } = options;
  const shopperOf = (request: FastifyRequest) => requireShopper(db, request);

  app.post(basketPaths.cart, async (request, reply) => {
    const shopper = await shopperOf(request);
    const body = request.body ? parseBody(createBasketRequestSchema, request) : {};
    if (body.express) {
      // A product page's express checkout: a new basket beside the cart (spec 3 §4, §9).
      const express = await createExpressBasket(db, shopper.consumerId, siteOf(request));
      return reply.code(201).send(basketAnswer(express));
    }
    const { basket, created } = await getOrCreateOpenBasket(
      db,
      shopper.consumerId,
      siteOf(request),
    );
    return reply.code(created ? 201 : 200).send(basketAnswer(basket));
  });

  /** The shopper's open basket (created: 201) with an item added; idempotent (spec 1 §7). */
  const openBasketWithItem = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ref: ProductRef & { saveForLater?: boolean },
    input: AddItemInput,
  ) => {
    const shopper = await shopperOf(request);
    const answer = await idempotent(db, request, shopper.consumerId, options.now(), async () => {
      const site = siteOf(request);
      const added = await addItemToOpenBasket(db, options.now(), shopper, site, ref, input);
      return { statusCode: added.created ? 201 : 200, body: basketAnswer(added.basket) };
    });
    return reply.code(answer.statusCode).send(answer.body);
  };

  app.post(basketPaths.cartWithItem, async (request, reply) => {
    const body = parseBody(cartWithItemRequestSchema, request);
    return openBasketWithItem(request, reply, body, body);
  });

  app.get<{ Params: BasketParams }>(routePath(basketPaths.basket(':basketId')), async (request) => {
    const shopper = await shopperOf(request);
    const query = parseQuery(getBasketQuerySchema, request);
    return basketAnswer(
      await readBasket(db, options.now(), shopper, request.params.basketId, query),
    );
  });

  /** Cancel of an express checkout (spec 3 §4): the express basket goes; the cart stays. */
  app.delete<{ Params: BasketParams }>(
    routePath(basketPaths.basket(':basketId')),
    async (request, reply) => {
      const shopper = await shopperOf(request);
      await deleteExpressBasket(db, request.params.basketId, shopper);
      return reply.code(204).send();
    },
  );

  app.post(basketPaths.item, async (request, reply) => {
    const shopper = await shopperOf(request);
    const body = parseBody(addItemRequestSchema, request);
    const answer = await idempotent(db, request, shopper.consumerId, options.now(), async () => ({
      statusCode: 200,
      body: basketAnswer(await addItem(db, options.now(), shopper, body.cartId, body, body)),
    }));
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.delete(basketPaths.item, async (request) => {
    const shopper = await shopperOf(request);
    const body = parseBody(removeItemRequestSchema, request);
    return basketAnswer(await removeItem(db, options.now(), shopper, body));
  });

  app.put<{ Params: BasketParams }>(
    routePath(basketPaths.basketItem(':basketId')),
    async (request) => {
      const shopper = await shopperOf(request);
      const body = parseBody(updateItemRequestSchema, request);
      const basket = await updateItem(db, options.now(), shopper, request.params.basketId, body);
      return basketAnswer(basket);
    },
  );

  app.post(basketPaths.reserveWithItem, async (request, reply) => {
    const body = parseBody(reserveWithItemRequestSchema, request);
    const input = { qty: body.qty, maxQty: 999999, storeId: body.storeId };
    return openBasketWithItem(request, reply, body, input);
  });
}
