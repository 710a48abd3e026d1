import type { AuthSession } from '@storefront/api-contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type ConsumerRow,
  type ConsumerTokenRow,
  consumers,
  consumerTokens,
  type InStoreSessionRecord,
} from '../db/consumerSchema';
import { preparedOn } from '../db/prepared';
import { ApiHttpError } from '../errors';
import { clockOf } from './clock';
import { newToken } from './pkce';

/** Access token lifetime: 30 minutes (seconds). */
export const accessTokenSeconds = 30 * 60;
/** Refresh token lifetime: 30 days (seconds). */
export const refreshTokenSeconds = 30 * 24 * 60 * 60;

/** The auth session fields of a consumer (spec 1 §3). */
export function sessionFields(consumer: ConsumerRow) {
  return {
    consumerId: consumer.id,
    consumerType: consumer.type,
    ...(consumer.consumerNo ? { consumerNo: consumer.consumerNo } : {}),
    ...(consumer.memberId ? { memberId: consumer.memberId } : {}),
    ...(consumer.type === 'EMPLOYEE'
      ? { isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted }
      : {}),
  };
}

/**
 * Issues a new access + refresh token pair for a consumer.
 * @param familyId the token family of a refresh (rotation keeps it); a login passes none
 * and starts a new family.
 */
export async function issueSession(
  db: Database,
  consumer: ConsumerRow,
  inStoreSession: InStoreSessionRecord | null = null,
  familyId: string = newToken(),
): Promise<AuthSession> {
  const now = clockOf(db)();
  const row = {
    accessToken: newToken(),
    refreshToken: newToken(),
    consumerId: consumer.id,
    accessExpiresAt: new Date(now.getTime() + accessTokenSeconds * 1000),
    refreshExpiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000),
    inStoreSession,
    familyId,
    createdAt: now,
  };
  await db.insert(consumerTokens).values(row);
  return {
    accessToken: row.accessToken,
    refreshToken: row.refreshToken,
    tokenType: 'Bearer',
    expiresIn: accessTokenSeconds,
    ...sessionFields(consumer),
    ...(inStoreSession ? { inStoreSession } : {}),
  };
}

/** Loads a consumer by id (null when it does not exist). */
export async function findConsumer(db: Database, id: string): Promise<ConsumerRow | null> {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, id));
  return row ?? null;
}

/**
 * The token row and consumer of an access token.
 * @throws ApiHttpError 401 `AUT401` unknown, revoked or expired token; 401 `AUT498` the
 * token's consumer no longer exists (spec 2 §8 "invalid customer").
 */
export async function lookupAccessToken(
  db: Database,
  accessToken: string,
): Promise<{ token: ConsumerTokenRow; consumer: ConsumerRow }> {
  // One prepared query for both (every authenticated call runs this).
  const [row] = await preparedOn(db, 'lookup_access_token', (d) =>
    d
      .select({ token: consumerTokens, consumer: consumers })
      .from(consumerTokens)
      .leftJoin(consumers, eq(consumers.id, consumerTokens.consumerId))
      .where(eq(consumerTokens.accessToken, sql.placeholder('accessToken')))
      .prepare('lookup_access_token'),
  ).execute({ accessToken });
  const token = row?.token;
  if (!token || token.revokedAt) throw new ApiHttpError(401, 'AUT401', 'Invalid access token');
  if (token.accessExpiresAt.getTime() <= clockOf(db)().getTime()) {
    throw new ApiHttpError(401, 'AUT401', 'Access token expired');
  }
  const consumer = row.consumer;
  if (!consumer) throw new ApiHttpError(401, 'AUT498', 'Invalid customer');
  return { token, consumer };
}

/**
 * Revokes every token pair of a token family (a login and its refreshes). Rows written
 * before families existed have none: then only the given refresh token's pair.
 */
async function revokeFamily(db: Database, token: ConsumerTokenRow, now: Date): Promise<void> {
  await db
    .update(consumerTokens)
    .set({ revokedAt: now })
    .where(
      and(
        token.familyId
          ? eq(consumerTokens.familyId, token.familyId)
          : eq(consumerTokens.refreshToken, token.refreshToken),
        isNull(consumerTokens.revokedAt),
      ),
    );
}

/**
 * Revokes every token pair of a consumer (access and refresh tokens), except the pair of
 * `keepAccessToken` when given (the caller's own session). Password change and reset.
 */
export async function revokeConsumerTokens(
  db: Database,
  consumerId: string,
  keepAccessToken?: string,
): Promise<void> {
  await db
    .update(consumerTokens)
    .set({ revokedAt: clockOf(db)() })
    .where(
      and(
        eq(consumerTokens.consumerId, consumerId),
        isNull(consumerTokens.revokedAt),
        keepAccessToken ? ne(consumerTokens.accessToken, keepAccessToken) : undefined,
      ),
    );
}

/**
 * Exchanges a refresh token for a new token pair of the same family; the old pair is
 * revoked (rotation). Presenting a refresh token that was already rotated (reuse: a copy
 * in the wrong hands, or the rightful one after a theft) revokes its whole family.
 * @throws ApiHttpError 401 `AUT401` unknown, revoked, rotated (family revoked) or expired
 * refresh token; `AUT498` consumer gone; 401 `AUT432` a guest refresh token used as
 * Registered or the reverse.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string,
  type: 'Guest' | 'Registered',
): Promise<AuthSession> {
  const now = clockOf(db)();
  const [token] = await db
    .select()
    .from(consumerTokens)
    .where(eq(consumerTokens.refreshToken, refreshToken));
  if (token?.rotatedAt) {
    await revokeFamily(db, token, now);
    throw new ApiHttpError(401, 'AUT401', 'Invalid refresh token');
  }
  if (!token || token.revokedAt || token.refreshExpiresAt.getTime() <= now.getTime()) {
    throw new ApiHttpError(401, 'AUT401', 'Invalid refresh token');
  }
  const consumer = await findConsumer(db, token.consumerId);
  if (!consumer) throw new ApiHttpError(401, 'AUT498', 'Invalid customer');
  if ((consumer.type === 'GUEST') !== (type === 'Guest')) {
    throw new ApiHttpError(401, 'AUT432', `Refresh token does not belong to a ${type} consumer`);
  }
  const revoked = await db
    .update(consumerTokens)
    .set({ revokedAt: now, rotatedAt: now })
    .where(and(eq(consumerTokens.refreshToken, refreshToken), isNull(consumerTokens.revokedAt)))
    .returning({ accessToken: consumerTokens.accessToken });
  if (revoked.length === 0) throw new ApiHttpError(401, 'AUT401', 'Invalid refresh token');
  return issueSession(db, consumer, token.inStoreSession, token.familyId ?? newToken());
}

/** Revokes the token pair of a refresh token; false when it was unknown or already revoked. */
export async function revokeRefreshToken(db: Database, refreshToken: string): Promise<boolean> {
  const revoked = await db
    .update(consumerTokens)
    .set({ revokedAt: clockOf(db)() })
    .where(and(eq(consumerTokens.refreshToken, refreshToken), isNull(consumerTokens.revokedAt)))
    .returning({ accessToken: consumerTokens.accessToken });
  return revoked.length > 0;
}
