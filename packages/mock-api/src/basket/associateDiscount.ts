import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, type LoyaltyRecord } from '../db/consumerSchema';
import type { PromotionDefinition } from './context';

/**
 * The associate (employee) discount (spec 1 §1, §6; spec 2 §6 "Employee: the associate
 * discount applies only when the employee discount terms have been accepted"). Decided here,
 * on the server, from the basket owner's consumer record: an EMPLOYEE with an employee record
 * and `isEmployeeDiscountTCAccepted` gets an order-level percent promotion; nobody else does,
 * whatever a client sends.
 */

/** Promotion id of the associate discount (in `orderPromotions` and `promoSummary`). */
export const associateDiscountPromotionId = 'associate-discount';

/** Default of `MOCK_API_ASSOCIATE_DISCOUNT_PERCENT`: 20 (%). */
export const defaultAssociateDiscountPercent = 20;

/**
 * The associate discount share, percent of the item subtotal: env
 * `MOCK_API_ASSOCIATE_DISCOUNT_PERCENT` (0 to 100), else 20.
 */
export function associateDiscountPercent(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MOCK_API_ASSOCIATE_DISCOUNT_PERCENT;
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 100
    ? value
    : defaultAssociateDiscountPercent;
}

/** The associate discount as an order promotion of `percent` % (applied after the others). */
export function associateDiscountPromotion(percent: number): PromotionDefinition {
  return {
    id: associateDiscountPromotionId,
    campaignId: 'associate',
    name: 'Associate discount',
    level: 'ORDER',
    calloutMessage: `Associate discount ${percent}%`,
    rule: { kind: 'orderPercent', percent },
    couponRequired: false,
  };
}

/** What the basket pipeline reads of a basket's owner, in one query: loyalty and employee state. */
export interface BasketOwner {
  type: string;
  employee: unknown;
  accepted: boolean | null;
  loyalty: LoyaltyRecord | null;
}

/** The basket owner's consumer fields the pipeline needs, or undefined (no such consumer). */
export async function basketOwner(
  db: Database,
  consumerId: string,
): Promise<BasketOwner | undefined> {
  const [row] = await db
    .select({
      type: consumers.type,
      employee: consumers.employee,
      accepted: consumers.isEmployeeDiscountTCAccepted,
      loyalty: consumers.loyalty,
    })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  return row;
}

/**
 * The associate discount promotion of a basket owner, or null: only an EMPLOYEE consumer with
 * an employee record who accepted the employee discount terms gets one.
 */
export function associateDiscountFor(
  owner: BasketOwner | undefined,
  env: NodeJS.ProcessEnv = process.env,
): PromotionDefinition | null {
  if (owner?.type !== 'EMPLOYEE' || !owner.employee || !owner.accepted) return null;
  const percent = associateDiscountPercent(env);
  return percent > 0 ? associateDiscountPromotion(percent) : null;
}
