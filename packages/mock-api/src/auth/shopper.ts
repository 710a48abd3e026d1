import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { InStoreSessionRecord } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { lookupAccessToken, sessionFields } from './tokens';

/** Who a request acts for, resolved from its access token (spec 1 §3 "Auth session", §6). */
export interface Shopper {
  /** Stable id of the consumer; a guest gets one when its token is issued. */
  consumerId: string;
  /** GUEST until sign-in; EMPLOYEE and ATHLETE are registered consumers with extra rights. */
  consumerType: 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'ATHLETE';
  /** Customer number of a registered consumer. */
  consumerNo?: string;
  /** Loyalty member id, when the consumer is a loyalty member. */
  memberId?: string;
  /** Employees: whether the employee discount terms were accepted. */
  isEmployeeDiscountTCAccepted?: boolean;
}

/** A shopper with the in-store associate session of its token, if any (agent login). */
export interface ShopperSession extends Shopper {
  inStoreSession: InStoreSessionRecord | null;
}

/** The access token of `Authorization: Bearer <token>`, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Resolves the shopper of a request from `Authorization: Bearer <access token>`
 * (tokens issued by POST /token/v2/auth/token). Returns null when the request carries no token.
 * @throws ApiHttpError 401 `AUT401` unknown, revoked or expired token; 401 `AUT498` the
 * token's consumer no longer exists.
 */
export async function resolveShopper(
  db: Database,
  request: FastifyRequest,
): Promise<Shopper | null> {
  const session = await resolveShopperSession(db, request);
  if (!session) return null;
  const { inStoreSession: _ignored, ...shopper } = session;
  return shopper;
}

/** {@link resolveShopper} plus the token's in-store session. Same errors. */
export async function resolveShopperSession(
  db: Database,
  request: FastifyRequest,
): Promise<ShopperSession | null> {
  const accessToken = bearer(request);
  if (!accessToken) return null;
  const { token, consumer } = await lookupAccessToken(db, accessToken);
  return { ...sessionFields(consumer), inStoreSession: token.inStoreSession };
}

/** A shopper acting through an in-store associate session (agent login). */
export interface Associate {
  shopper: Shopper;
  inStoreSession: InStoreSessionRecord;
}

/**
 * The associate of a resolved session (spec 2 §3 "In-store session": an EMPLOYEE consumer whose token carries the in-store session of agent login).
 * @throws ApiHttpError 403 `AUT432` unless it is an EMPLOYEE with an in-store session
 */
export function associateOf(session: ShopperSession): Associate {
  const { inStoreSession, ...shopper } = session;
  if (shopper.consumerType !== 'EMPLOYEE' || !inStoreSession) {
    throw new ApiHttpError(403, 'AUT432', 'Only an in-store associate session may do this');
  }
  return { shopper, inStoreSession };
}
