import type { LoyaltyVouchers } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import { newToken } from '../auth/pkce';
import type { Database } from '../db/client';
import { type ConsumerRow, consumers, type LoyaltyRecord } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

/** Loyalty token lifetime (seconds). */
export const loyaltyTokenSeconds = 15 * 60;

/** The loyalty record of a member. @throws 404 `4044` not a loyalty member. */
export function requireMember(consumer: ConsumerRow): { memberId: string; loyalty: LoyaltyRecord } {
  if (!consumer.isLoyaltyMember || !consumer.memberId) {
    throw new ApiHttpError(404, '4044', 'Loyalty member not found');
  }
  return {
    memberId: consumer.memberId,
    loyalty: consumer.loyalty ?? { points: 0, vouchers: [], rewardCodes: [], rewardCards: [] },
  };
}

/**
 * Vouchers, reward codes and reward cards of a member; a voucher is eligible only when the
 * member has its points. Expired reward codes and cards are left out. @throws `4044`.
 */
export function loyaltyVouchers(db: Database, consumer: ConsumerRow): LoyaltyVouchers {
  const { memberId, loyalty } = requireMember(consumer);
  const now = clockOf(db)().getTime();
  return {
    memberId,
    currentLoyaltyPoints: loyalty.points,
    applicableLoyaltyVouchers: loyalty.vouchers.map((v) => ({
      ...v,
      eligible: v.eligible && v.points <= loyalty.points,
    })),
    rewardCodes: loyalty.rewardCodes.filter((r) => Date.parse(r.expiresAt) > now),
    rewardCards: loyalty.rewardCards.filter((r) => Date.parse(r.expiresAt) > now),
  };
}

/** A member's own referral code (spec 3 §7): stable, derived from the member id. */
export function referralCodeOf(memberId: string): string {
  return `REF${memberId.replace(/\W/g, '').slice(-8).toUpperCase()}`;
}

/**
 * Issues (and stores) a loyalty token for a member: `{ memberId, loyaltyToken, expiresIn
 * (s), usid, referralCode }` (spec 3 §7). @throws `4044`.
 */
export async function issueLoyaltyToken(db: Database, consumer: ConsumerRow) {
  const { memberId, loyalty } = requireMember(consumer);
  const token = newToken();
  await db
    .update(consumers)
    .set({ loyalty: { ...loyalty, token } })
    .where(eq(consumers.id, consumer.id));
  return {
    memberId,
    loyaltyToken: token,
    expiresIn: loyaltyTokenSeconds,
    // spec 3 §7 "Get a loyalty token": the provider's session id and the member's own code.
    usid: `usid-${token.slice(0, 16)}`,
    referralCode: referralCodeOf(memberId),
  };
}
