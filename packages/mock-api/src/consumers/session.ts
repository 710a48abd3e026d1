import type { FastifyRequest } from 'fastify';
import { resolveShopperSession, type ShopperSession } from '../auth/shopper';
import { findConsumer } from '../auth/tokens';
import type { Database } from '../db/client';
import type { ConsumerRow } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

/**
 * The shopper of a request, which must carry a token.
 * @throws 401 `AUT401` no, unknown or expired token; 401 `AUT498` consumer gone.
 */
export async function requireShopper(
  db: Database,
  request: FastifyRequest,
): Promise<ShopperSession> {
  const shopper = await resolveShopperSession(db, request);
  if (!shopper) throw new ApiHttpError(401, 'AUT401', 'Sign-in required: no access token');
  return shopper;
}

/**
 * The registered consumer of a request (consumer service calls).
 * @throws the errors of {@link requireShopper}; 401 `AUT432` a guest token.
 */
export async function requireRegistered(
  db: Database,
  request: FastifyRequest,
): Promise<{ shopper: ShopperSession; consumer: ConsumerRow }> {
  const shopper = await requireShopper(db, request);
  if (shopper.consumerType === 'GUEST') {
    throw new ApiHttpError(401, 'AUT432', 'This call needs a registered consumer');
  }
  const consumer = await findConsumer(db, shopper.consumerId);
  if (!consumer) throw new ApiHttpError(401, 'AUT498', 'Invalid customer');
  return { shopper, consumer };
}
