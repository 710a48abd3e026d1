import { describe, expect, it } from 'vitest';
import { cardOutcome, challengeSucceeded, maskCard, validateCard } from '../src/payments/cards';
import {
  allocate,
  coverageProblem,
  giftCardProblem,
  paymentMethodsFor,
} from '../src/payments/methods';
import {
  isPoBox,
  mergeAddressRules,
  validateBillingAddress,
  validateShippingAddress,
} from '../src/shipping/address';
import {
  applicableHomeMethods,
  defaultMethodCode,
  deliveryDays,
  findMethod,
  methodsForCountry,
  sortByDeliveryTime,
} from '../src/shipping/methods';

describe('shipping methods (spec 1 §3, §9)', () => {
  it('offers per-country methods with prices in the site currency and delivery times', () => {
    const us = methodsForCountry('US');
    expect(us.find((m) => m.code === 'standard')).toMatchObject({
      priceMinor: 800,
      currency: 'USD',
      deliveryTime: '3-5 days',
    });
    expect(findMethod('GB', 'express')).toMatchObject({ currency: 'GBP', priceMinor: 900 });
    expect(findMethod('IE', 'pickup')).toBeUndefined();
    expect(methodsForCountry('FR')).toEqual([]);
  });

  it('sorts by delivery time: same day is 0 days, a range counts its first day, weeks × 7', () => {
    expect(deliveryDays('Same day')).toBe(0);
    expect(deliveryDays('3-5 days')).toBe(3);
    expect(deliveryDays('1 day')).toBe(1);
    expect(deliveryDays('2-3 weeks')).toBe(14);
    expect(deliveryDays('soon')).toBe(Number.POSITIVE_INFINITY);
    const sorted = sortByDeliveryTime([
      { code: 'standard', deliveryTime: '3-5 days' },
      { code: 'customs', deliveryTime: '2-3 weeks' },
      { code: 'pickup', deliveryTime: 'Same day' },
      { code: 'express', deliveryTime: '1-2 days' },
    ]).map((m) => m.code);
    expect(sorted).toEqual(['pickup', 'express', 'standard', 'customs']);
  });

  it('defaults to standard, digital for digital products, customs for customs items', () => {
    expect(defaultMethodCode({ allDigital: false, hasCustoms: false })).toBe('standard');
    expect(defaultMethodCode({ allDigital: true, hasCustoms: false })).toBe('digital');
    expect(defaultMethodCode({ allDigital: false, hasCustoms: true })).toBe('customs');
    expect(
      applicableHomeMethods('US', { allDigital: false, hasCustoms: false }).map((m) => m.code),
    ).toEqual(['express', 'standard']);
    expect(
      applicableHomeMethods('US', { allDigital: true, hasCustoms: false }).map((m) => m.code),
    ).toEqual(['digital']);
  });
});

const usRules = mergeAddressRules({
  postalCode: { pattern: '^\\d{5}(-\\d{4})?$', min: 5, max: 10 },
  province: { required: true },
  phone: { pattern: '^[2-9]\\d{9}$', min: 10, max: 10 },
});
const us = { countryCode: 'US', shipping: true, billing: true, rules: usRules };
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(303) 555-0100',
  addressLine1: '1550 Wewatta St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};

describe('address rules (spec 1 §5, §8; spec 3 §5)', () => {
  const ctx = { country: us, siteCountries: ['US'] };
  it('accepts a valid US address', () => {
    expect(validateShippingAddress(address, ctx)).toBeUndefined();
    expect(validateBillingAddress(address, us)).toBeUndefined();
  });
  it('checks a phone sent with its dial code (+44…, +1…) by its national digits', () => {
    const gb = {
      countryCode: 'GB',
      shipping: true,
      billing: true,
      dialCode: '44',
      rules: mergeAddressRules({ phone: { pattern: '^0?\\d{10}$', min: 10, max: 11 } }),
    };
    const london = { ...address, countryCode: 'GB', province: '', postalCode: 'WC2E 9LH' };
    expect(validateBillingAddress({ ...london, phone: '+447700900123' }, gb)).toBeUndefined();
    expect(validateBillingAddress({ ...london, phone: '07700900123' }, gb)).toBeUndefined();
    expect(validateBillingAddress({ ...london, phone: '+4477009' }, gb)?.code).toBe('BIL400');
    expect(validateBillingAddress({ ...address, phone: '+13035550100' }, us)).toBeUndefined();
  });
  it('SHP410 when the shipping phone is empty, BILL410 for the billing phone', () => {
    expect(validateShippingAddress({ ...address, phone: ' ' }, ctx)?.code).toBe('SHP410');
    expect(validateBillingAddress({ ...address, phone: '' }, us)?.code).toBe('BILL410');
  });
  it('SHP500 for a PO box on a home delivery, not for a store delivery', () => {
    const poBox = { ...address, addressLine1: 'PO Box 123' };
    expect(validateShippingAddress(poBox, ctx)?.code).toBe('SHP500');
    expect(validateShippingAddress(poBox, { ...ctx, homeDelivery: false })).toBeUndefined();
    expect(isPoBox('P.O. Box 9')).toBe(true);
    expect(isPoBox('Post Office Box 1')).toBe(true);
    expect(isPoBox('12 Pobox Road')).toBe(true);
    expect(isPoBox('12 Poplar Boxwood Ave')).toBe(false);
  });
  it('CHK320 names the field breaking the country rule; CHK380 a country not shipped to', () => {
    const bad = validateShippingAddress({ ...address, postalCode: 'ABCDE' }, ctx);
    expect(bad).toMatchObject({ code: 'CHK320', field: 'postalCode' });
    expect(validateShippingAddress({ ...address, province: '' }, ctx)).toMatchObject({
      code: 'CHK320',
      field: 'province',
    });
    expect(validateShippingAddress({ ...address, firstName: 'A' }, ctx)?.field).toBe('firstName');
    expect(
      validateShippingAddress({ ...address, countryCode: 'FR' }, { ...ctx, country: undefined })
        ?.code,
    ).toBe('CHK380');
  });
  it('PAY401 for a shipping country another site serves; PAY400 / BIL400 on billing', () => {
    expect(validateShippingAddress(address, { country: us, siteCountries: ['CA'] })?.code).toBe(
      'PAY401',
    );
    expect(validateBillingAddress({ ...address, countryCode: 'XX' }, undefined)?.code).toBe(
      'PAY400',
    );
    expect(validateBillingAddress({ ...address, postalCode: '1' }, us)).toMatchObject({
      code: 'BIL400',
      field: 'postalCode',
    });
  });
});

describe('credit cards and 3-D Secure (spec 1 §4, §8)', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  it('knows the documented test cards', () => {
    expect(cardOutcome('4111111111111111')).toBe('authorised');
    expect(cardOutcome('4000000000003220')).toBe('challenge');
    expect(cardOutcome('4000000000000002')).toBe('declined');
    expect(cardOutcome('4100000000000019')).toBe('fraud');
    expect(maskCard('4111111111111111')).toBe('************1111');
  });
  it('FE309 for an expired card or a bad month, PYT400 for a bad number', () => {
    const card = { number: '4111 1111 1111 1111', expirationMonth: 12, expirationYear: 2030 };
    expect(validateCard(card, now)).toBeUndefined();
    expect(
      validateCard({ ...card, expirationMonth: 11, expirationYear: 2026 }, now),
    ).toBeUndefined();
    expect(validateCard({ ...card, expirationMonth: 10, expirationYear: 2026 }, now)?.code).toBe(
      'FE309',
    );
    expect(validateCard({ ...card, expirationMonth: 13 }, now)?.code).toBe('FE309');
    expect(validateCard({ ...card, number: '4111111111111112' }, now)?.code).toBe('PYT400');
  });
  it('completes a challenge only with transStatus Y', () => {
    expect(challengeSucceeded({ transStatus: 'Y' })).toBe(true);
    expect(challengeSucceeded({ transStatus: 'N' })).toBe(false);
    expect(challengeSucceeded(undefined)).toBe(false);
  });
});

describe('payment coverage and methods (spec 1 §3, §6, §8)', () => {
  it('partial instruments pay in order up to their cap; a card pays the rest', () => {
    const coverage = allocate(10000, [
      { id: 'g1', method: 'GIFT_CARD', capMinor: 3000 },
      { id: 'c', method: 'CREDIT_CARD' },
      { id: 'a', method: 'ATHLETES_PAYMENT', capMinor: 20000 },
    ]);
    expect(coverage.amounts).toEqual([
      { id: 'g1', amountMinor: 3000 },
      { id: 'c', amountMinor: 0 },
      { id: 'a', amountMinor: 7000 },
    ]);
    expect(coverage.remainingMinor).toBe(0);
    const partial = allocate(10000, [{ id: 'g1', method: 'GIFT_CARD', capMinor: 3000 }]);
    expect(partial.remainingMinor).toBe(7000);
  });
  it('PYT404 without instruments, PYT300 when they do not cover the total', () => {
    expect(coverageProblem(5000, [])?.code).toBe('PYT404');
    expect(coverageProblem(0, [])).toBeUndefined();
    expect(coverageProblem(5000, [{ id: 'g', method: 'GIFT_CARD', capMinor: 100 }])?.code).toBe(
      'PYT300',
    );
    expect(coverageProblem(5000, [{ id: 'c', method: 'CREDIT_CARD' }])).toBeUndefined();
  });
  it('offers athlete payment to athletes only, points to members, BNPL within its limits', () => {
    const base = {
      consumerType: 'GUEST' as const,
      loyaltyMember: false,
      currency: 'USD',
      totalMinor: 5000,
      buysGiftCard: false,
    };
    const applicable = (
      ctx: typeof base | (Omit<typeof base, 'consumerType'> & { consumerType: 'ATHLETE' }),
    ) =>
      paymentMethodsFor(ctx)
        .filter((m) => m.applicable)
        .map((m) => m.id);
    expect(applicable(base)).not.toContain('ATHLETES_PAYMENT');
    expect(applicable(base)).not.toContain('LOYALTY_POINTS');
    expect(applicable(base)).toContain('BNPL');
    expect(applicable({ ...base, consumerType: 'ATHLETE' })).toContain('ATHLETES_PAYMENT');
    expect(applicable({ ...base, totalMinor: 1000 })).not.toContain('BNPL');
    expect(applicable({ ...base, buysGiftCard: true })).not.toContain('GIFT_CARD');
  });
  it('gift card codes of a verified card: GFC700 applied, GFC725 not allowed, GFC740 zero', () => {
    const card = {
      number: '6000100000000050',
      currency: 'USD',
      balanceMinor: 5000,
      status: 'active',
    };
    const check = {
      card,
      basketCurrency: 'USD',
      alreadyApplied: false,
      buysGiftCard: false,
    };
    expect(giftCardProblem(check)).toBeUndefined();
    expect(giftCardProblem({ ...check, alreadyApplied: true })?.code).toBe('GFC700');
    expect(giftCardProblem({ ...check, card: { ...card, status: 'blocked' } })?.code).toBe(
      'GFC725',
    );
    expect(giftCardProblem({ ...check, basketCurrency: 'GBP' })?.code).toBe('GFC725');
    expect(giftCardProblem({ ...check, buysGiftCard: true })?.code).toBe('GFC725');
    expect(giftCardProblem({ ...check, card: { ...card, balanceMinor: 0 } })?.code).toBe('GFC740');
  });
});
