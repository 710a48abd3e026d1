import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, type EmployeeRecord, type LoyaltyRecord } from '../db/consumerSchema';
import type { PromotionDefinition } from './context';
import { roundMoney, sumMoney } from './money';
import type { Basket } from './types';

/**
 * The associate (employee) discount (spec 1 §1, §6; spec 2 §6 "Employee: the associate
 * discount applies only when the employee discount terms have been accepted"). Decided here,
 * on the server, from the basket owner's consumer record: an EMPLOYEE with an employee record
 * and `isEmployeeDiscountTCAccepted` gets an order-level percent promotion; nobody else does,
 * whatever a client sends. The discount stops at the employee's annual cap (spec 2 §3
 * "Employee discount: currentSpend, annualCap"): it covers at most the allowance left
 * (`annualCap − currentSpend` of merchandise), none once the cap is reached; placing the order
 * adds the merchandise it covered to `currentSpend` (`Basket.employeeSpend`).
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

/**
 * The associate discount as an order promotion of `percent` % (applied after the others), on
 * at most `allowance` of merchandise (major units) when given.
 */
export function associateDiscountPromotion(
  percent: number,
  allowance?: number,
): PromotionDefinition {
  return {
    id: associateDiscountPromotionId,
    campaignId: 'associate',
    name: 'Associate discount',
    level: 'ORDER',
    calloutMessage: `Associate discount ${percent}%`,
    rule: {
      kind: 'orderPercent',
      percent,
      ...(allowance !== undefined ? { maxBase: allowance } : {}),
    },
    couponRequired: false,
  };
}

/**
 * What is left of an employee's annual discount allowance (major units, never below 0):
 * `annualCap − currentSpend`; unlimited (undefined) for a record without a numeric cap.
 */
export function employeeAllowance(employee: EmployeeRecord): number | undefined {
  if (typeof employee.annualCap !== 'number' || !Number.isFinite(employee.annualCap))
    return undefined;
  const spent = typeof employee.currentSpend === 'number' ? employee.currentSpend : 0;
  return Math.max(0, roundMoney(employee.annualCap - spent));
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
 * an employee record who accepted the employee discount terms gets one, on at most the
 * allowance left of the annual cap; none once the cap is reached.
 */
export function associateDiscountFor(
  owner: BasketOwner | undefined,
  env: NodeJS.ProcessEnv = process.env,
): PromotionDefinition | null {
  if (owner?.type !== 'EMPLOYEE' || !owner.employee || !owner.accepted) return null;
  const percent = associateDiscountPercent(env);
  if (percent <= 0) return null;
  const allowance = employeeAllowance(owner.employee as EmployeeRecord);
  if (allowance === 0) return null;
  return associateDiscountPromotion(percent, allowance);
}

/**
 * The merchandise (major units) the associate discount of a recalculated basket covers: what
 * the promotions before it left of the item subtotal, at most the rule's allowance; 0 when the
 * basket has no associate discount. Placing the order adds it to the employee's currentSpend.
 */
export function associateSpendOf(basket: Basket, promotion: PromotionDefinition): number {
  const index = basket.orderPromotions.findIndex(
    (p) => p.promotionId === associateDiscountPromotionId,
  );
  if (index < 0 || promotion.rule.kind !== 'orderPercent') return 0;
  const subtotal = sumMoney(basket.items.map((i) => i.price.priceAfterItemDiscount));
  const before = sumMoney(basket.orderPromotions.slice(0, index).map((p) => p.discount));
  const left = roundMoney(subtotal - before);
  return Math.max(0, Math.min(left, promotion.rule.maxBase ?? left));
}
