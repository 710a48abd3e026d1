import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { rewardCertificates } from '../db/basketSchema';
import type { Database } from '../db/client';
import { consumers, type LoyaltyRecord } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { fromMinor } from './money';
import type { AppliedReward, Basket, BasketLoyalty } from './types';

/**
 * Loyalty vouchers, reward codes and reward cards in the cart (spec 1 §3 "Loyalty in cart",
 * §7 PUT /cart/v1/cart/{basketId}/reward). Sources: the consumer's loyalty record (consumer
 * module: points, vouchers, reward codes, reward cards) and the `reward_certificates` table
 * (codes and cards of the basket module's seed).
 *
 * | code (status) | when |
 * |---|---|
 * | REW401 (403) not allowed | a guest, a certificate of another consumer, another currency |
 * | REW130 (400) invalid | unknown voucher points, code or card; an expired code or card |
 * | REW135 (400) not yet available | a certificate that starts later; a voucher not available yet |
 * | REW140 (409) limit exceeded | not enough points, a used-up code, a zero-balance card, already applied |
 */

/** The consumer's loyalty record, if a member. */
export async function loyaltyRecord(
  db: Database,
  consumerId: string,
): Promise<LoyaltyRecord | null> {
  const [row] = await db
    .select({ loyalty: consumers.loyalty })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  return row?.loyalty ?? null;
}

/** Loyalty state of the cart: points left after applied vouchers, and the vouchers. */
export function basketLoyalty(
  record: LoyaltyRecord | null,
  rewards: AppliedReward[],
): BasketLoyalty | undefined {
  if (!record) return undefined;
  const spent = rewards.reduce((s, r) => s + (r.points ?? 0), 0);
  const left = record.points - spent;
  return {
    currentLoyaltyPoints: left,
    applicableLoyaltyVouchers: record.vouchers.map((v) => ({
      points: v.points,
      amountInCurrency: v.amountInCurrency,
      available: v.available,
      eligible: v.eligible && v.points <= record.points,
    })),
  };
}

const reward = (
  type: AppliedReward['type'],
  code: string,
  amount: number,
  points?: number,
): AppliedReward => ({
  rewardId: randomUUID(),
  type,
  code,
  amount,
  ...(points !== undefined ? { points } : {}),
});

/** What a reward call asks for. */
export interface RewardInput {
  appliedLoyaltyVoucher?: number;
  rewardCode?: string;
  rewardCard?: string;
  removeRewardId?: string;
}

/**
 * Applies or removes a reward on a basket (mutates `basket.rewards` and `basket.loyalty`).
 * One loyalty voucher at a time: a new one replaces the old; `appliedLoyaltyVoucher: 0`
 * removes it.
 * @throws ApiHttpError REW401, REW130, REW135, REW140 (table above)
 */
export async function applyReward(
  db: Database,
  basket: Basket,
  shopper: Shopper,
  input: RewardInput,
  now: Date,
): Promise<void> {
  if (shopper.consumerType === 'GUEST') {
    throw new ApiHttpError(403, 'REW401', 'Rewards are for signed-in loyalty members');
  }
  const record = await loyaltyRecord(db, shopper.consumerId);
  if (input.removeRewardId) {
    basket.rewards = basket.rewards.filter((r) => r.rewardId !== input.removeRewardId);
  }
  if (input.appliedLoyaltyVoucher !== undefined) {
    basket.rewards = basket.rewards.filter((r) => r.type !== 'LOYALTY_VOUCHER');
    const points = input.appliedLoyaltyVoucher;
    if (points > 0) {
      const voucher = record?.vouchers.find((v) => v.points === points);
      if (!record || !voucher)
        throw new ApiHttpError(400, 'REW130', `No loyalty voucher of ${points} points`);
      if (!voucher.available)
        throw new ApiHttpError(400, 'REW135', `The ${points}-point voucher is not yet available`);
      if (!voucher.eligible || points > record.points) {
        throw new ApiHttpError(
          409,
          'REW140',
          `Not enough points for the ${points}-point voucher (${record.points} points)`,
        );
      }
      basket.rewards.push(
        reward('LOYALTY_VOUCHER', voucher.voucherId, voucher.amountInCurrency, points),
      );
    }
  }
  if (input.rewardCode)
    basket.rewards.push(
      await certificate(db, basket, shopper, record, 'REWARD_CODE', input.rewardCode, now),
    );
  if (input.rewardCard)
    basket.rewards.push(
      await certificate(db, basket, shopper, record, 'REWARD_CARD', input.rewardCard, now),
    );
  basket.loyalty = basketLoyalty(record, basket.rewards);
}

async function certificate(
  db: Database,
  basket: Basket,
  shopper: Shopper,
  record: LoyaltyRecord | null,
  type: 'REWARD_CODE' | 'REWARD_CARD',
  raw: string,
  now: Date,
): Promise<AppliedReward> {
  const code = raw.trim().toUpperCase();
  if (basket.rewards.some((r) => r.type === type && r.code === code)) {
    throw new ApiHttpError(409, 'REW140', `${code} is already applied`);
  }
  const own =
    type === 'REWARD_CODE'
      ? record?.rewardCodes.find((c) => c.code.toUpperCase() === code)
      : record?.rewardCards.find((c) => c.cardNumber === code);
  if (own) {
    const amount = 'amount' in own ? own.amount : own.balance;
    if (new Date(own.expiresAt) <= now)
      throw new ApiHttpError(400, 'REW130', `${code} has expired`);
    if (amount <= 0) throw new ApiHttpError(409, 'REW140', `${code} has no balance left`);
    return reward(type, code, amount);
  }
  const [row] = await db.select().from(rewardCertificates).where(eq(rewardCertificates.code, code));
  if (!row || row.kind !== type) throw new ApiHttpError(400, 'REW130', `Invalid reward ${code}`);
  if (row.consumerId && row.consumerId !== shopper.consumerId) {
    throw new ApiHttpError(403, 'REW401', `${code} belongs to another customer`);
  }
  if (row.currency !== basket.currency) {
    throw new ApiHttpError(
      403,
      'REW401',
      `${code} is in ${row.currency}, the basket in ${basket.currency}`,
    );
  }
  if (row.startsAt && row.startsAt > now)
    throw new ApiHttpError(400, 'REW135', `${code} is not yet available`);
  if (row.endsAt && row.endsAt <= now) throw new ApiHttpError(400, 'REW130', `${code} has expired`);
  if (row.uses >= row.maxUses || row.amountMinor <= 0) {
    throw new ApiHttpError(409, 'REW140', `${code} reached its limit of ${row.maxUses} uses`);
  }
  return reward(type, code, fromMinor(row.amountMinor));
}

/**
 * Counts one use of each reward certificate of the `reward_certificates` table applied on the
 * basket, when its order is placed (called by the checkout module with `redeemCoupons`).
 * Loyalty vouchers and the consumer's own codes and cards belong to the consumer module.
 * @returns the certificate codes counted
 */
export async function redeemRewards(db: Database, basket: Basket): Promise<string[]> {
  const counted: string[] = [];
  for (const r of basket.rewards.filter((x) => x.type !== 'LOYALTY_VOUCHER')) {
    const updated = await db
      .update(rewardCertificates)
      .set({ uses: sql`${rewardCertificates.uses} + 1` })
      .where(eq(rewardCertificates.code, r.code))
      .returning({ code: rewardCertificates.code });
    if (updated.length > 0) counted.push(r.code);
  }
  return counted;
}
