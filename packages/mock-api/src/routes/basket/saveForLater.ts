import {
  basketPaths,
  moveSaveForLaterRequestSchema,
  saveForLaterQuerySchema,
  saveForLaterUpdateSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { addToBasket, requireItem } from '../../basket/items';
import { mutateBasket } from '../../basket/pipeline';
import { loadBasket } from '../../basket/repository';
import { addSavedItem, getSavedList, savedPage, updateSavedList } from '../../basket/savedForLater';
import { ApiHttpError } from '../../errors';
import { requireEntry } from './cart';
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
 * /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}.
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
    const additions = await Promise.all((body.add ?? []).map((a) => requireEntry(db, currency, a)));
    const list = await updateSavedList(db, shopper.consumerId, (items) => {
      for (const update of body.items ?? []) {
        const item = items.find((i) => i.itemId === update.itemId);
        if (!item) throw new ApiHttpError(404, 'PLP400', `Saved item ${update.itemId} not found`);
        item.qty = update.qty;
      }
      for (const [i, entry] of additions.entries()) {
        addSavedItem(items, entry, body.add?.[i]?.qty ?? 1, options.now());
      }
      return items;
    });
    return savedPage(db, list, currency, query.start, query.count);
  });

  app.post<{ Params: { basketId: string } }>(
    routePath(basketPaths.basketSaveForLater(':basketId')),
    async (request) => {
      const shopper = await requireListShopper(db, request);
      const body = parseBody(moveSaveForLaterRequestSchema, request);
      const { basketId } = request.params;
      const current = await loadBasket(db, basketId, shopper);
      if (body.itemId) {
        const item = requireItem(current, body.itemId);
        const entry = await requireEntry(db, current.currency, { productId: item.productId });
        const basket = await mutateBasket(
          db,
          basketId,
          shopper,
          (b) => {
            requireItem(b, item.id);
            b.items = b.items.filter((i) => i.id !== item.id);
            b.priceAdjustments = b.priceAdjustments.filter((a) => a.itemId !== item.id);
          },
          { now: options.now() },
        );
        await updateSavedList(db, shopper.consumerId, (items) =>
          addSavedItem(items, entry, item.qty, options.now()),
        );
        return basketAnswer(basket);
      }
      const list = await getSavedList(db, shopper.consumerId);
      const saved = list.items.find((i) => i.itemId === body.savedItemId);
      if (!saved) throw new ApiHttpError(404, 'PLP400', `Saved item ${body.savedItemId} not found`);
      const entry = await requireEntry(db, current.currency, { productId: saved.productId });
      const basket = await mutateBasket(
        db,
        basketId,
        shopper,
        (b) => void addToBasket(b, entry, { qty: saved.qty, maxQty: 999999 }),
        { now: options.now() },
      );
      await updateSavedList(db, shopper.consumerId, (items) =>
        items.filter((i) => i.itemId !== saved.itemId),
      );
      return basketAnswer(basket);
    },
  );

  app.delete<{ Params: { saveForlaterId: string; itemId: string } }>(
    routePath(basketPaths.savedItem(':saveForlaterId', ':itemId')),
    async (request) => {
      const shopper = await requireListShopper(db, request);
      const { saveForlaterId, itemId } = request.params;
      const mine = await getSavedList(db, shopper.consumerId);
      if (mine.saveForLaterId !== saveForlaterId) {
        throw new ApiHttpError(
          403,
          'AUT498',
          `Saved-for-later list ${saveForlaterId} belongs to another customer`,
        );
      }
      if (!mine.items.some((i) => i.itemId === itemId)) {
        throw new ApiHttpError(404, 'PLP400', `Saved item ${itemId} not found`);
      }
      const list = await updateSavedList(db, shopper.consumerId, (items) =>
        items.filter((i) => i.itemId !== itemId),
      );
      return savedPage(db, list, siteOf(request).currency, 0, 10);
    },
  );
}
