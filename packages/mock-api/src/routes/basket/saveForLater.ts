import {
  basketPaths,
  moveSaveForLaterRequestSchema,
  saveForLaterQuerySchema,
  saveForLaterUpdateSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import {
  moveItemToSaved,
  moveSavedToBasket,
  removeSavedItem,
  updateSavedItems,
} from '../../basket/savedMoves';
import {
  type BasketRoutesOptions,
  basketAnswer,
  parseBody,
  parseQuery,
  requireListShopper,
  routePath,
  siteOf,
} from './http';

/**
 * Saved for later (spec 1 §3, §7): PUT /cart/v2/saveForLater (quantity updates and
 * additions, answers a page by start/count), POST /cart/v2/cart/{basketId}/saveForLater
 * (move a basket item to the list, or a saved item into the basket), DELETE
 * /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}. The rules live in
 * `basket/savedMoves.ts`.
 */
export function registerSaveForLaterRoutes(
  app: FastifyInstance,
  options: BasketRoutesOptions,
): void {
  const { db } = options;

  app.put(basketPaths.saveForLater, async (request) => {
    const shopper = await requireListShopper(db, request);
    const query = parseQuery(saveForLaterQuerySchema, request);
    const body = parseBody(saveForLaterUpdateSchema, request);
    const { currency } = siteOf(request);
    return updateSavedItems(db, options.now(), shopper.consumerId, currency, body, query);
  });

  app.post<{ Params: { basketId: string } }>(
    routePath(basketPaths.basketSaveForLater(':basketId')),
    async (request) => {
      const shopper = await requireListShopper(db, request);
      const body = parseBody(moveSaveForLaterRequestSchema, request);
      const { basketId } = request.params;
      const basket = body.itemId
        ? await moveItemToSaved(db, options.now(), shopper, basketId, body.itemId)
        : await moveSavedToBasket(db, options.now(), shopper, basketId, body.savedItemId);
      return basketAnswer(basket);
    },
  );

  app.delete<{ Params: { saveForlaterId: string; itemId: string } }>(
    routePath(basketPaths.savedItem(':saveForlaterId', ':itemId')),
    async (request) => {
      const shopper = await requireListShopper(db, request);
      return removeSavedItem(db, shopper.consumerId, siteOf(request).currency, request.params);
    },
  );
}
