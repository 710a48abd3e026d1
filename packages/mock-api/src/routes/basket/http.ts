import { type BasketResponse, findLocaleByTag } from '@storefront/api-contract';
import type { FastifyRequest } from 'fastify';
import {
  type Associate,
  associateOf,
  resolveShopper,
  resolveShopperSession,
  type Shopper,
} from '../../auth/shopper';
import type { Basket } from '../../basket/types';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';

export { parseBody, parseQuery, routePath } from '../../catalog/http';

/** Options the basket routes share. */
export interface BasketRoutesOptions {
  db: Database;
  /** The server clock (promotion and coupon schedules). */
  now: () => Date;
}

/**
 * The shopper of a request.
 * @throws ApiHttpError 401 `AUT401` without an access token (and whatever `resolveShopper` throws)
 */
export async function requireShopper(db: Database, request: FastifyRequest): Promise<Shopper> {
  const shopper = await resolveShopper(db, request);
  if (!shopper) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
  return shopper;
}

/**
 * The shopper of a saved-for-later call: not a connected employee (spec 1 §4, §6: favorites
 * and saved-for-later are disabled for an EMPLOYEE consumer or an agent-login session).
 * @throws ApiHttpError 401 `AUT401` without a token; 401 `AUT432` for a connected employee
 */
export async function requireListShopper(db: Database, request: FastifyRequest): Promise<Shopper> {
  const session = await resolveShopperSession(db, request);
  if (!session) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
  const { inStoreSession, ...shopper } = session;
  if (shopper.consumerType === 'EMPLOYEE' || inStoreSession) {
    throw new ApiHttpError(401, 'AUT432', 'Saved for later is disabled for a connected employee');
  }
  return shopper;
}

/**
 * The in-store associate of a request: an EMPLOYEE consumer whose token carries the in-store
 * session of agent login (spec 2 §3 "In-store session"). Associate-only calls: price
 * adjustments, in-store sales info on orders.
 * @throws ApiHttpError 401 `AUT401` without a token; 403 `AUT432` (authorization failure,
 * spec 2 §8) for anyone else
 */
export async function requireAssociate(db: Database, request: FastifyRequest): Promise<Associate> {
  const session = await resolveShopperSession(db, request);
  if (!session) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
  return associateOf(session);
}

/** Site id and currency of a request, from its `locale` query (en-US → us, USD). */
export function siteOf(request: FastifyRequest): { siteId: string; currency: string } {
  const tag = (request.query as Record<string, string | undefined>).locale ?? 'en-US';
  const locale = findLocaleByTag(tag);
  if (!locale) throw new ApiHttpError(400, 'API400', 'Invalid query parameter: locale');
  return { siteId: locale.siteId, currency: locale.currency };
}

/** The answer of a basket call (checked against the contract type at compile time). */
export const basketAnswer = (basket: Basket): BasketResponse => basket;
