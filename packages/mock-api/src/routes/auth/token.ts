import {
  type AuthSession,
  authPaths,
  type TokenRequest,
  tokenRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { createGuest } from '../../auth/guest';
import { exclusive } from '../../auth/inflight';
import { guestOwnershipProven, mergeGuestInto } from '../../auth/merge';
import { redeemAuthorizationCode } from '../../auth/signin';
import { issueSession, refreshSession } from '../../auth/tokens';
import { parseBody } from '../../catalog/http';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';

/** The key two concurrent token requests collide on (AUT409), or null. */
function flightKey(body: TokenRequest): string | null {
  if (body.refreshToken) return `refresh:${body.refreshToken}`;
  if (body.guestObjects) return `guest:${body.guestObjects.consumerId}`;
  if (body.authorizationCode) return `code:${body.authorizationCode}`;
  return null;
}

async function grant(db: Database, body: TokenRequest): Promise<AuthSession> {
  if (body.refreshToken) return refreshSession(db, body.refreshToken, body.type);
  if (body.type === 'Guest') return issueSession(db, await createGuest(db));
  if (!body.authorizationCode || !body.codeVerifier) {
    throw new ApiHttpError(
      400,
      'API400',
      'Registered token requests need authorizationCode and codeVerifier, or refreshToken',
    );
  }
  const consumer = await redeemAuthorizationCode(db, body.authorizationCode, body.codeVerifier);
  const merged =
    body.guestObjects && (await guestOwnershipProven(db, body.guestObjects))
      ? await mergeGuestInto(db, body.guestObjects.consumerId, consumer.id)
      : undefined;
  const session = await issueSession(db, consumer);
  return merged ? { ...session, merged } : session;
}

/**
 * POST /token/v2/auth/token (spec 1 §7): Guest → a new guest consumer and tokens; Guest or
 * Registered with `refreshToken` → rotated tokens; Registered with `authorizationCode` +
 * `codeVerifier` (PKCE S256) → tokens, merging `guestObjects` (favorites, basket) only when
 * they carry the guest's own valid refresh token (and name the guest's basket, if any):
 * otherwise the login succeeds and merges nothing (no `merged` in the answer).
 * Errors: 409 `AUT409` same guest / refresh token / code already in flight; 401 `AUT401`
 * bad refresh token; 401 `AUT404` unknown or used code; 401 `AUT432` verifier mismatch;
 * 401 `AUT498` consumer gone; 400 `API400` bad body.
 */
export function registerTokenRoute(app: FastifyInstance, db: Database): void {
  app.post(authPaths.token, async (request) => {
    const body = parseBody(tokenRequestSchema, request);
    return exclusive(db, flightKey(body), () => grant(db, body));
  });
}
