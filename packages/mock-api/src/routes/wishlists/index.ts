import {
  addFavoriteRequestSchema,
  shareFavoritesRequestSchema,
  wishlistPageQuerySchema,
  wishlistPaths,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { assertEmail } from '../../auth/rules';
import { resolveShopperSession, type ShopperSession } from '../../auth/shopper';
import { savedListView } from '../../basket/savedForLater';
import { parseBody, parseQuery, routePath } from '../../catalog/http';
import { requireShopper } from '../../consumers/session';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';
import {
  addFavorite,
  favoritesPage,
  ownList,
  removeFavoriteItem,
  shareList,
  viewSharedList,
} from '../../wishlists/favorites';
import { ensureFavoriteList } from '../../wishlists/repository';

/**
 * A shopper who may use favorites and saved-for-later: any token but a connected employee
 * (spec 1 §4, §6: disabled for an EMPLOYEE consumer or an agent-login in-store session).
 * @throws 401 `AUT401` / `AUT498` as resolveShopper; 401 `AUT432` connected employee.
 */
async function listShopper(db: Database, request: FastifyRequest): Promise<ShopperSession> {
  const shopper = await requireShopper(db, request);
  if (shopper.consumerType === 'EMPLOYEE' || shopper.inStoreSession) {
    throw new ApiHttpError(
      401,
      'AUT432',
      'Favorites and saved for later are disabled for a connected employee',
    );
  }
  return shopper;
}

type ListParams = { favoriteId: string };
type ItemParams = ListParams & { itemId: string };
const shareQuery = z.looseObject({ token: z.string().optional() });

/**
 * Wishlists (spec 2 §7): favorites (guests too; merged at login), sharing, saved-for-later
 * (the basket module's list, read-only here). Paging `start` (0-based), `count` (1-100, 24).
 * - GET, POST /wishlists/v2/favorites: POST `{ productId, variantId? }`, unknown → 400 `PLP400`.
 * - GET /wishlists/v2/saveForLater: the shopper's saved-for-later page.
 * - POST /favorites/{favoriteId}/share `{ email, message? }` (owner; AUT453); GET …/share:
 *   the owner, or anyone with the `token` of the share URL; else 404 `API404`.
 * - DELETE /favorites/{favoriteId}/items/{itemId}: not in the list → 400 `PLP400`.
 * All but the shared view: 401 `AUT401` without token, 401 `AUT432` connected employee.
 */
export function registerWishlistRoutes(app: FastifyInstance, db: Database): void {
  app.get(wishlistPaths.favorites, async (request) => {
    const shopper = await listShopper(db, request);
    const { start, count } = parseQuery(wishlistPageQuerySchema, request);
    return favoritesPage(db, await ensureFavoriteList(db, shopper.consumerId), start, count);
  });

  app.post(wishlistPaths.favorites, async (request, reply) => {
    const shopper = await listShopper(db, request);
    const body = parseBody(addFavoriteRequestSchema, request);
    const list = await addFavorite(db, shopper.consumerId, body.productId, body.variantId);
    reply.code(201);
    return favoritesPage(db, list, 0, 24);
  });

  app.get(wishlistPaths.saveForLater, async (request) => {
    const shopper = await listShopper(db, request);
    const { start, count } = parseQuery(wishlistPageQuerySchema, request);
    return savedListView(db, shopper.consumerId, start, count);
  });

  app.post<{ Params: ListParams }>(
    routePath(wishlistPaths.share(':favoriteId')),
    async (request) => {
      const shopper = await listShopper(db, request);
      const body = parseBody(shareFavoritesRequestSchema, request);
      assertEmail(body.email);
      return shareList(db, shopper.consumerId, request.params.favoriteId, body);
    },
  );

  app.get<{ Params: ListParams }>(
    routePath(wishlistPaths.share(':favoriteId')),
    async (request) => {
      const { token } = parseQuery(shareQuery, request);
      const shopper = await resolveShopperSession(db, request);
      const list = await viewSharedList(db, request.params.favoriteId, shopper?.consumerId, token);
      const { start, count } = parseQuery(wishlistPageQuerySchema, request);
      return favoritesPage(db, list, start, count);
    },
  );

  app.delete<{ Params: ItemParams }>(
    routePath(wishlistPaths.item(':favoriteId', ':itemId')),
    async (request) => {
      const shopper = await listShopper(db, request);
      const { favoriteId, itemId } = request.params;
      const list = await removeFavoriteItem(db, shopper.consumerId, favoriteId, itemId);
      return favoritesPage(db, await ownList(db, shopper.consumerId, list.id), 0, 24);
    },
  );
}
