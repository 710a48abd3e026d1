import { and, eq, inArray, sql } from 'drizzle-orm';
import { rewardCertificates } from '../db/basketSchema';
import type { Database } from '../db/client';
import { consumers } from '../db/consumerSchema';
import { orders } from '../db/orderSchema';
import { ApiHttpError } from '../errors';

/**
 * What a consumer can pay with besides cards: loyalty points, athlete credit, reward codes
 * and reward cards (spec 1 §1, §3 "Loyalty in cart", §6 athlete payment; spec 2 §3). Reads
 * the consumer and reward tables; amounts in major units.
 */

/** Loyalty points of a consumer (0 when not a member). */
export async function loyaltyPointsOf(db: Database, consumerId: string): Promise<number> {
  const [row] = await db
    .select({ loyalty: consumers.loyalty, member: consumers.isLoyaltyMember })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  return row?.member ? (row.loyalty?.points ?? 0) : 0;
}

/** Athlete credit: annual credit, current spend and what remains (spec 2 §3), or undefined. */
export async function athleteCreditOf(
  db: Database,
  consumerId: string,
): Promise<{ annualCredit: number; currentSpend: number; remaining: number } | undefined> {
  const [row] = await db
    .select({ athlete: consumers.athlete })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  if (!row?.athlete) return undefined;
  const { annualCredit, currentSpend } = row.athlete;
  return { annualCredit, currentSpend, remaining: Math.max(0, annualCredit - currentSpend) };
}

/** A reward code or card that may pay: its value in major units and where it comes from. */
export interface RewardValue {
  code: string;
  amount: number;
  source: 'certificate' | 'loyalty';
}

/**
 * Finds a reward code (REWARD_CODE) or reward card (REWARD_CARD) for a consumer: first the
 * reward certificates, then the consumer's loyalty record.
 * @throws ApiHttpError 404 REW130 unknown, 400 REW130 expired (as the basket's reward call);
 * 400 REW135 not yet valid; 409 REW140 (a member's own code or card used by an earlier order)
 * used up or no balance; 403 REW401 another consumer's, or in another currency.
 */
export async function findReward(
  db: Database,
  kind: 'REWARD_CODE' | 'REWARD_CARD',
  code: string,
  consumerId: string,
  currency: string,
  now: Date,
): Promise<RewardValue> {
  const normalised =
    kind === 'REWARD_CARD' ? code.replace(/[\s-]/g, '') : code.trim().toUpperCase();
  const [cert] = await db
    .select()
    .from(rewardCertificates)
    .where(eq(rewardCertificates.code, normalised));
  if (cert && cert.kind === kind) {
    if (cert.consumerId && cert.consumerId !== consumerId)
      throw new ApiHttpError(403, 'REW401', 'This reward belongs to another customer');
    if (cert.startsAt && cert.startsAt > now)
      throw new ApiHttpError(400, 'REW135', 'This reward is not available yet');
    if (cert.endsAt && cert.endsAt <= now)
      throw new ApiHttpError(400, 'REW130', 'This reward has expired');
    if (cert.uses >= cert.maxUses)
      throw new ApiHttpError(409, 'REW140', 'This reward was already used');
    if (cert.currency !== currency)
      throw new ApiHttpError(403, 'REW401', `This reward is in ${cert.currency}`);
    return { code: normalised, amount: cert.amountMinor / 100, source: 'certificate' };
  }
  const [row] = await db
    .select({ loyalty: consumers.loyalty })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  const loyalty = row?.loyalty;
  const entry =
    kind === 'REWARD_CODE'
      ? loyalty?.rewardCodes.find((r) => r.code.toUpperCase() === normalised)
      : loyalty?.rewardCards.find((r) => r.cardNumber === normalised);
  if (!entry) throw new ApiHttpError(404, 'REW130', `Unknown reward ${code}`);
  if (new Date(entry.expiresAt) <= now)
    throw new ApiHttpError(400, 'REW130', 'This reward has expired');
  const amount = 'amount' in entry ? entry.amount : entry.balance;
  if (amount <= 0) throw new ApiHttpError(409, 'REW140', 'This reward has no balance left');
  // The member's own codes and cards are single use: an order that paid with one uses it up.
  const [used] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.consumerId, consumerId),
        inArray(orders.status, ['created', 'pendingAuthentication', 'shipped']),
        sql`${orders.body}->'paymentInstruments' @> ${JSON.stringify([{ c_secretNumber: normalised }])}::jsonb`,
      ),
    )
    .limit(1);
  if (used)
    throw new ApiHttpError(409, 'REW140', `This reward was used with order ${used.orderNumber}`);
  return { code: normalised, amount, source: 'loyalty' };
}
