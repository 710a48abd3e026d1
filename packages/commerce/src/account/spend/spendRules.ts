import type { ConsumerProfile } from '@storefront/api-contract';

/**
 * The spend programmes of spec 2 §1, §3, §6: an employee's associate discount (current spend
 * against an annual cap), an athlete's and the two professional profiles' (WRANX, IPA)
 * current spend against an annual credit. The API names the credit `annualCap` today
 * (spec 2 §3 says `annualCredit`); here it is `limit` for every kind.
 */
export type SpendProgrammeKind = 'employee' | 'athlete' | 'WRANX' | 'IPA';

/** One programme's spend this year, major units of the site's currency. */
export interface SpendProgramme {
  kind: SpendProgrammeKind;
  /** What the programme has covered this year. */
  currentSpend: number;
  /** The annual cap (employee) or credit (athlete, WRANX, IPA). */
  limit: number;
}

/** Where a programme stands: its share used (percent, 1 decimal) and what is left. */
export interface SpendProgress {
  /** `currentSpend / limit` in percent, rounded to 1 decimal (spec 2 §9), within 0–100. */
  percentUsed: number;
  /** `limit - currentSpend` in major units, rounded to cents, never below 0. */
  remaining: number;
  /** Nothing is left (`remaining` is 0). */
  reached: boolean;
}

/**
 * A percentage rounded to 1 decimal (spec 2 §9 "Percentage helper rounds to 1 decimal"),
 * half up, after trimming binary noise (`1/3` → `33.3`, `0.05` → `0.1`).
 * @returns `part / whole` in percent; 0 when `whole` is not a positive finite number
 */
export function percentOf(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  const percent = Number(((part / whole) * 100).toFixed(8));
  return Math.round(percent * 10) / 10;
}

/**
 * Where a programme stands (spec 2 §1, §9): the share of the cap or credit used, rounded to 1
 * decimal and kept within 0–100, and the amount left (cents, never negative).
 */
export function spendProgress(spend: { currentSpend: number; limit: number }): SpendProgress {
  const spent = Math.max(0, spend.currentSpend);
  const percentUsed = Math.min(100, percentOf(spent, spend.limit));
  const remaining = Math.max(0, Math.round((spend.limit - spent) * 100) / 100);
  return { percentUsed, remaining, reached: remaining === 0 };
}

/**
 * The spend programmes of a profile (GET /consumers-v3/consumer), in banner order: employee,
 * athlete, then each WRANX or IPA identity. A consumer in none gets `[]` (no banner).
 * `prosumer` without an identity type is not shown (spec 2 §6 names only WRANX and IPA).
 */
export function spendProgrammesOf(profile: ConsumerProfile): SpendProgramme[] {
  const { employee, athlete, identity } = profile.consumerDetails;
  const programmes: SpendProgramme[] = [];
  if (employee)
    programmes.push({
      kind: 'employee',
      currentSpend: employee.currentSpend,
      limit: employee.annualCap,
    });
  if (athlete)
    programmes.push({
      kind: 'athlete',
      currentSpend: athlete.currentSpend,
      limit: athlete.annualCap,
    });
  for (const entry of identity)
    programmes.push({ kind: entry.type, currentSpend: entry.currentSpend, limit: entry.annualCap });
  return programmes;
}
