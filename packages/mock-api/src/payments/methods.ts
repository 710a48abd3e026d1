import {
  type ErrorCode,
  type PaymentMethodIdValue,
  paymentMethodIdValues,
} from '@storefront/api-contract';

/**
 * Payment methods, their applicability and how instruments cover a basket total (spec 1 §3
 * "Payment instrument", §6 roles, §8 "Payment", "Gift cards"). Pure; amounts in minor units.
 */

/**
 * `payment_method_id` values (spec 1 §3): the six named ones, `BNPL` for the
 * buy-now-pay-later method (the spec names no value), and the express wallets of spec 3 §7
 * (`PAYPAL`, `DW_APPLE_PAY`); the contract's list.
 */
export const paymentMethodIds = paymentMethodIdValues;
/** A payment method id. */
export type PaymentMethodId = PaymentMethodIdValue;

/** Methods that pay whatever the partial instruments leave (at most one per basket). */
export const remainderMethods: readonly PaymentMethodId[] = [
  'CREDIT_CARD',
  'BNPL',
  'PAYPAL',
  'DW_APPLE_PAY',
];

/** Whether a method pays the remainder (a card, pay-later or wallet) rather than a fixed amount. */
export const isRemainderMethod = (id: PaymentMethodId) => remainderMethods.includes(id);

/** Buy-now-pay-later limits per currency, in minor units (inclusive). */
export const bnplLimits: Readonly<Record<string, { minMinor: number; maxMinor: number }>> = {
  USD: { minMinor: 3500, maxMinor: 100000 },
  CAD: { minMinor: 5000, maxMinor: 150000 },
  GBP: { minMinor: 3000, maxMinor: 80000 },
};

/** Loyalty points per one major currency unit (100 points = 1.00). */
export const pointsPerUnit = 100;

/** What decides which methods a basket offers. */
export interface PaymentContext {
  consumerType: 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'ATHLETE';
  /** The shopper is a loyalty member. */
  loyaltyMember: boolean;
  currency: string;
  /** Basket total in minor units. */
  totalMinor: number;
  /** The basket buys a gift card (gift cards cannot pay for gift cards). */
  buysGiftCard: boolean;
}

/** One method of GET paymentMethods with why it is not offered, when it is not. */
export interface PaymentMethodAvailability {
  id: PaymentMethodId;
  applicable: boolean;
  reason?: string;
}

/** The methods of a basket (spec 1 §6: athletes only for ATHLETES_PAYMENT, members for points). */
export function paymentMethodsFor(context: PaymentContext): PaymentMethodAvailability[] {
  const registered = context.consumerType !== 'GUEST';
  const limits = bnplLimits[context.currency];
  const rule = (id: PaymentMethodId): string | undefined => {
    switch (id) {
      case 'GIFT_CARD':
        return context.buysGiftCard ? 'Gift cards cannot pay for gift cards' : undefined;
      case 'LOYALTY_POINTS':
        return context.loyaltyMember ? undefined : 'Loyalty members only';
      case 'REWARD_CODE':
      case 'REWARD_CARD':
        return registered ? undefined : 'Registered consumers only';
      case 'ATHLETES_PAYMENT':
        return context.consumerType === 'ATHLETE' ? undefined : 'Athletes only';
      case 'BNPL':
        if (!limits) return 'Not offered in this currency';
        return context.totalMinor < limits.minMinor || context.totalMinor > limits.maxMinor
          ? `Only for totals between ${limits.minMinor / 100} and ${limits.maxMinor / 100}`
          : undefined;
      default:
        return undefined;
    }
  };
  return paymentMethodIds.map((id) => {
    const reason = rule(id);
    return reason ? { id, applicable: false, reason } : { id, applicable: true };
  });
}

/** An instrument as the coverage sees it; `capMinor` is the most a partial instrument pays. */
export interface CoverageInstrument {
  id: string;
  method: PaymentMethodId;
  /** Partial instruments: balance, points value, reward value, athlete remaining. */
  capMinor?: number;
}

/** How instruments share a total. */
export interface Coverage {
  /** Amount each instrument pays, in the order given. */
  amounts: { id: string; amountMinor: number }[];
  /** What is left to pay (`remainingToPay`, spec 1 §3). */
  remainingMinor: number;
}

/**
 * Splits a total over the instruments: partial instruments pay in the order they were added,
 * each at most its cap and at most what is left; then one remainder instrument (card,
 * pay-later, wallet) pays the rest.
 */
export function allocate(totalMinor: number, instruments: readonly CoverageInstrument[]): Coverage {
  let left = Math.max(0, totalMinor);
  const amounts = new Map<string, number>();
  for (const inst of instruments) {
    if (isRemainderMethod(inst.method)) continue;
    const pay = Math.min(Math.max(0, inst.capMinor ?? 0), left);
    amounts.set(inst.id, pay);
    left -= pay;
  }
  const remainder = instruments.find((inst) => isRemainderMethod(inst.method));
  if (remainder) {
    amounts.set(remainder.id, left);
    left = 0;
  }
  return {
    amounts: instruments.map((inst) => ({ id: inst.id, amountMinor: amounts.get(inst.id) ?? 0 })),
    remainingMinor: left,
  };
}

/**
 * The coverage rule before placing: `PYT404` when the basket has no payment instrument and
 * a total to pay, `PYT300` when the instruments leave part of the total unpaid.
 */
export function coverageProblem(
  totalMinor: number,
  instruments: readonly CoverageInstrument[],
): { code: ErrorCode; message: string } | undefined {
  if (instruments.length === 0 && totalMinor > 0)
    return { code: 'PYT404', message: 'No payment instrument on the basket' };
  const { remainingMinor } = allocate(totalMinor, instruments);
  if (remainingMinor > 0)
    return {
      code: 'PYT300',
      message: `The payment instruments do not cover the total: ${(remainingMinor / 100).toFixed(2)} left to pay`,
    };
  return undefined;
}

/** A gift card as stored (balance in minor units). */
export interface GiftCardRecordInput {
  number: string;
  currency: string;
  balanceMinor: number;
  /** `active` or `blocked` (not allowed). */
  status: string;
}

/** What applying a gift card checks (its number and PIN already verified). */
export interface GiftCardCheck {
  card: GiftCardRecordInput;
  basketCurrency: string;
  alreadyApplied: boolean;
  buysGiftCard: boolean;
}

/** Provider refusals of the test gift cards (stored as the card's `status`). */
export const giftCardRefusals = [
  'GFC755',
  'GFC760',
  'GFC799',
  'GFC800',
  'GFC812',
  'GFS800',
] as const;

/** The provider's refusal code stored as a test card's status (`GFC755` …, `GFS800`), if any. */
export function providerRefusal(card: {
  status: string;
}): (typeof giftCardRefusals)[number] | undefined {
  return giftCardRefusals.find((code) => code === card.status);
}

/**
 * Gift card rules after its number and PIN are verified (`verifyGiftCard`: GFC400, GFC410,
 * GFC812), spec 1 §8 "Gift cards", first problem wins: `GFC700` already applied to this
 * basket; `GFC725` not allowed (card
 * blocked, another currency, or the basket buys a gift card); `GFC740` zero balance; the
 * provider's refusal of a test card (`GFC755`/`760`/`799`/`800`/`812`, `GFS800` unavailable).
 */
export function giftCardProblem(
  check: GiftCardCheck,
): { code: ErrorCode; message: string } | undefined {
  const { card } = check;
  if (check.alreadyApplied) return { code: 'GFC700', message: 'This gift card is already applied' };
  const refusal = providerRefusal(card);
  if (refusal) {
    return {
      code: refusal,
      message:
        refusal === 'GFS800'
          ? 'The gift card service is unavailable'
          : `The gift card provider refused the card (${refusal})`,
    };
  }
  if (card.status !== 'active') return { code: 'GFC725', message: 'This gift card cannot be used' };
  if (card.currency !== check.basketCurrency)
    return { code: 'GFC725', message: `This gift card is in ${card.currency}` };
  if (check.buysGiftCard)
    return { code: 'GFC725', message: 'Gift cards cannot pay for gift cards' };
  if (card.balanceMinor <= 0) return { code: 'GFC740', message: 'This gift card has no balance' };
  return undefined;
}
