import type { ConsumerProfile } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { percentOf, spendProgrammesOf, spendProgress } from './spendRules';

const profile = (details: Partial<ConsumerProfile['consumerDetails']>): ConsumerProfile => ({
  consumerId: 'c1',
  consumerType: 'REGISTERED',
  consumerDetails: {
    address: [],
    athlete: null,
    employee: null,
    prosumer: null,
    identity: [],
    ...details,
  },
  isLoyaltyMember: false,
  preferences: {},
  subscriptions: [],
  partiallyEnrolled: false,
});

describe('percentOf (spec 2 §9: 1 decimal)', () => {
  it('rounds to one decimal, half up', () => {
    expect(percentOf(420.5, 1500)).toBe(28);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 2000)).toBe(0.1); // 0.05 % rounds up
    expect(percentOf(350, 2000)).toBe(17.5);
    expect(percentOf(640, 1200)).toBe(53.3);
  });
  it('is 0 for a missing or non-positive whole', () => {
    expect(percentOf(10, 0)).toBe(0);
    expect(percentOf(10, -5)).toBe(0);
    expect(percentOf(Number.NaN, 100)).toBe(0);
  });
});

describe('spendProgress', () => {
  it('gives the share used and what is left', () => {
    expect(spendProgress({ currentSpend: 420.5, limit: 1500 })).toEqual({
      percentUsed: 28,
      remaining: 1079.5,
      reached: false,
    });
  });
  it('keeps cents exact', () => {
    expect(spendProgress({ currentSpend: 0.1, limit: 0.3 }).remaining).toBe(0.2);
  });
  it('stops at 100 % and 0 left past the cap', () => {
    expect(spendProgress({ currentSpend: 1600, limit: 1500 })).toEqual({
      percentUsed: 100,
      remaining: 0,
      reached: true,
    });
    expect(spendProgress({ currentSpend: 1500, limit: 1500 }).reached).toBe(true);
  });
  it('treats a negative spend as none', () => {
    expect(spendProgress({ currentSpend: -5, limit: 100 })).toEqual({
      percentUsed: 0,
      remaining: 100,
      reached: false,
    });
  });
});

describe('spendProgrammesOf (spec 2 §1, §3, §6)', () => {
  it('lists none for a consumer in no programme', () => {
    expect(spendProgrammesOf(profile({}))).toEqual([]);
  });
  it('reads the employee cap', () => {
    expect(
      spendProgrammesOf(
        profile({
          employee: {
            currentSpend: 420.5,
            annualCap: 1500,
            isEmployeeDiscountTCAccepted: true,
            storeId: '0101',
          },
        }),
      ),
    ).toEqual([{ kind: 'employee', currentSpend: 420.5, limit: 1500 }]);
  });
  it('reads the athlete credit and each WRANX / IPA identity', () => {
    expect(
      spendProgrammesOf(
        profile({
          athlete: { currentSpend: 350, annualCap: 2000 },
          identity: [
            { type: 'WRANX', identityId: 'W1', currentSpend: 120, annualCap: 800 },
            { type: 'IPA', identityId: 'I1', currentSpend: 640, annualCap: 1200 },
          ],
        }),
      ).map((p) => p.kind),
    ).toEqual(['athlete', 'WRANX', 'IPA']);
  });
});
