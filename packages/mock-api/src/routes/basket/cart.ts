import {
  addItemRequestSchema,
  basketPaths,
  cartWithItemRequestSchema,
  getBasketQuerySchema,
  removeItemRequestSchema,
  reserveWithItemRequestSchema,
  updateItemRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Shopper } from '../../auth/shopper';
import { loadCatalogEntries, resolveVariantId } from '../../basket/catalog';
import type { CatalogEntry } from '../../basket/context';
import { idempotent } from '../../basket/idempotency';
import {
  type AddItemInput,
  addToBasket,
  checkQuantity,
  checkSellable,
  defaultShippingOptions,
  requireItem,
} from '../../basket/items';
import { mutateBasket, refreshBasket } from '../../basket/pipeline';
import { getOrCreateOpenBasket, loadBasket } from '../../basket/repository';
import { removeSavedVariant } from '../../basket/savedForLater';
import type { Basket } from '../../basket/types';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';
import {
  type BasketRoutesOptions,
  basketAnswer,
  parseBody,
  parseQuery,
  requireShopper,
  routePath,
  siteOf,
  storeStock,
  storeStocks,
} from './http';

type BasketParams = { basketId: string };

/**
 * The catalogue entry of what a shopper asked for.
 * @throws ApiHttpError 404 `INV702` when no variant matches
 */
export async function requireEntry(
  db: Database,
  currency: string,
  ref: { productId?: string; upc?: string },
): Promise<CatalogEntry> {
  const variantId = await resolveVariantId(db, ref);
  const entry = variantId
    ? (await loadCatalogEntries(db, currency, [variantId])).get(variantId)
    : undefined;
  if (!entry) {
    throw new ApiHttpError(404, 'INV702', `Item not available: ${ref.upc ?? ref.productId ?? ''}`);
  }
  return entry;
}

/**
 * Refreshes each physical item's `shippingOptions.storeInfo`: items picked up in (or shipped
 * to) a store keep their store, the others get the favourite store when given; the stock is
 * read anew (a pickup item short of it then switches to home delivery at recalculation).
 */
async function refreshStoreInfo(db: Database, basket: Basket, favStoreId: string | undefined) {
  const targets = new Map<string, string>();
  for (const item of basket.items) {
    if (item.isDigitalProduct || item.bonus) continue;
    const chosen = item.shippingOptions.selected;
    const own = item.shippingOptions.storeInfo?.id;
    const store = (chosen === 'pickup' || chosen === 'sts') && own ? own : (favStoreId ?? own);
    if (store) targets.set(item.id, store);
  }
  const stocks = new Map<string, Map<string, number>>();
  for (const store of new Set(targets.values())) {
    stocks.set(
      store,
      await storeStocks(
        db,
        store,
        basket.items.map((i) => i.productId),
      ),
    );
  }
  for (const item of basket.items) {
    const store = targets.get(item.id);
    if (!store) continue;
    item.shippingOptions.storeInfo = {
      id: store,
      storeInventory: stocks.get(store)?.get(item.productId) ?? 0,
    };
  }
}

/** Adds an item to a basket with every rule (see basket/items.ts); saves with retries. */
async function addItem(
  options: BasketRoutesOptions,
  shopper: Shopper,
  basketId: string,
  ref: { productId?: string; upc?: string; saveForLater?: boolean },
  input: AddItemInput,
) {
  const { db } = options;
  const current = await loadBasket(db, basketId, shopper);
  const entry = await requireEntry(db, current.currency, ref);
  const store = input.storeId ? await storeStock(db, input.storeId, entry.variantId) : undefined;
  const basket = await mutateBasket(
    db,
    basketId,
    shopper,
    (b) => void addToBasket(b, entry, input, store),
    {
      now: options.now(),
    },
  );
  if (ref.saveForLater) await removeSavedVariant(db, shopper.consumerId, entry.variantId);
  return basket;
}

/**
 * Basket and item calls of spec 1 §7 "Cart": create, cartWithItem, get (favStoreId,
 * isPatchRequired, inventorySupplyCheck), add / remove / update item, reserveWithItem.
 * The three adds honour an `Idempotency-Key` header (see basket/idempotency.ts).
 */
export function registerCartRoutes(app: FastifyInstance, options: BasketRoutesOptions): void {
  const { db } = options;
  const shopperOf = (request: FastifyRequest) => requireShopper(db, request);

  app.post(basketPaths.cart, async (request, reply) => {
    const shopper = await shopperOf(request);
    const { basket, created } = await getOrCreateOpenBasket(
      db,
      shopper.consumerId,
      siteOf(request),
    );
    return reply.code(created ? 201 : 200).send(basketAnswer(basket));
  });

  app.post(basketPaths.cartWithItem, async (request, reply) => {
    const shopper = await shopperOf(request);
    const body = parseBody(cartWithItemRequestSchema, request);
    const answer = await idempotent(db, request, shopper.consumerId, options.now(), async () => {
      const { basket, created } = await getOrCreateOpenBasket(
        db,
        shopper.consumerId,
        siteOf(request),
      );
      const next = await addItem(options, shopper, basket.basketId, body, body);
      return { statusCode: created ? 201 : 200, body: basketAnswer(next) };
    });
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.get<{ Params: BasketParams }>(routePath(basketPaths.basket(':basketId')), async (request) => {
    const shopper = await shopperOf(request);
    const query = parseQuery(getBasketQuerySchema, request);
    const { basketId } = request.params;
    if (query.isPatchRequired === 'true' || query.favStoreId) {
      const favStoreId = query.favStoreId;
      const basket = await mutateBasket(
        db,
        basketId,
        shopper,
        async (b) => {
          if (favStoreId) b.favoriteStoreId = favStoreId;
          await refreshStoreInfo(db, b, favStoreId);
        },
        { now: options.now() },
      );
      return basketAnswer(basket);
    }
    const basket = await loadBasket(db, basketId, shopper);
    if (query.inventorySupplyCheck === 'true') {
      return basketAnswer(await refreshBasket(db, basket, options.now()));
    }
    return basketAnswer(basket);
  });

  app.post(basketPaths.item, async (request, reply) => {
    const shopper = await shopperOf(request);
    const body = parseBody(addItemRequestSchema, request);
    const answer = await idempotent(db, request, shopper.consumerId, options.now(), async () => ({
      statusCode: 200,
      body: basketAnswer(await addItem(options, shopper, body.cartId, body, body)),
    }));
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.delete(basketPaths.item, async (request) => {
    const shopper = await shopperOf(request);
    const body = parseBody(removeItemRequestSchema, request);
    const basket = await mutateBasket(
      db,
      body.cartId,
      shopper,
      (b) => {
        const item = requireItem(b, body.itemId);
        if (body.upc && body.upc !== item.upc) {
          throw new ApiHttpError(404, 'ORD404', `Item ${body.itemId} has no UPC ${body.upc}`);
        }
        b.items = b.items.filter((i) => i.id !== item.id);
        b.priceAdjustments = b.priceAdjustments.filter((a) => a.itemId !== item.id);
      },
      { now: options.now() },
    );
    return basketAnswer(basket);
  });

  app.put<{ Params: BasketParams }>(
    routePath(basketPaths.basketItem(':basketId')),
    async (request) => {
      const shopper = await shopperOf(request);
      const body = parseBody(updateItemRequestSchema, request);
      const current = await loadBasket(db, request.params.basketId, shopper);
      const existing = requireItem(current, body.itemId);
      const entry =
        body.productId || body.upc
          ? await requireEntry(db, current.currency, body)
          : await requireEntry(db, current.currency, { productId: existing.productId });
      const store = body.storeId ? await storeStock(db, body.storeId, entry.variantId) : undefined;
      const basket = await mutateBasket(
        db,
        request.params.basketId,
        shopper,
        (b) => {
          const item = requireItem(b, body.itemId);
          const qty = body.qty ?? item.qty;
          if (entry.variantId !== item.productId) {
            checkSellable(entry, { customAmount: item.customAmount, giftOption: item.giftOption });
            Object.assign(item, {
              productId: entry.variantId,
              masterId: entry.productId,
              name: entry.name,
              upc: entry.upc,
              attributes: entry.attributes,
              image: entry.image,
              slug: entry.slug,
              pdpUrl: `/p/${entry.slug}-${entry.productId}`,
              shippingOptions: defaultShippingOptions(entry),
            });
          }
          if (body.giftOption) {
            checkSellable(entry, { customAmount: item.customAmount, giftOption: body.giftOption });
            item.giftOption = body.giftOption;
          }
          if (store) item.shippingOptions = defaultShippingOptions(entry, store);
          else if (body.shippingMethod) {
            if (!item.shippingOptions.available.includes(body.shippingMethod)) {
              throw new ApiHttpError(
                400,
                'SHP404',
                `Shipping method ${body.shippingMethod} is not available for this item`,
              );
            }
            item.shippingOptions.selected = body.shippingMethod;
            if (body.shippingMethod === 'standard') delete item.shippingOptions.storeInfo;
          }
          const stock =
            item.shippingOptions.selected === 'pickup'
              ? item.shippingOptions.storeInfo?.storeInventory
              : undefined;
          checkQuantity(entry, qty, item.maxQty, stock ?? entry.stock);
          item.qty = qty;
        },
        { now: options.now() },
      );
      return basketAnswer(basket);
    },
  );

  app.post(basketPaths.reserveWithItem, async (request, reply) => {
    const shopper = await shopperOf(request);
    const body = parseBody(reserveWithItemRequestSchema, request);
    const answer = await idempotent(db, request, shopper.consumerId, options.now(), async () => {
      const { basket, created } = await getOrCreateOpenBasket(
        db,
        shopper.consumerId,
        siteOf(request),
      );
      const next = await addItem(options, shopper, basket.basketId, body, {
        qty: body.qty,
        maxQty: 999999,
        storeId: body.storeId,
      });
      return { statusCode: created ? 201 : 200, body: basketAnswer(next) };
    });
    return reply.code(answer.statusCode).send(answer.body);
  });
}
