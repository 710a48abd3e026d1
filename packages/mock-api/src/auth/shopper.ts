import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

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

/**
 * Resolves the shopper of a request from `Authorization: Bearer <access token>`.
 * Returns null when the request carries no token.
 *
 * Placeholder until the auth module lands (it replaces this body with the token lookup and
 * throws `ApiHttpError(401, 'AUT401' | 'AUT498', …)` for unknown or expired tokens).
 */
export async function resolveShopper(
  _db: Database,
  request: FastifyRequest,
): Promise<Shopper | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return { consumerId: header.slice('Bearer '.length), consumerType: 'GUEST' };
}
