import type { ConsumerProfile } from '@storefront/api-contract';
import type { SegmentConditionName } from '@storefront/blocks';
import { needsBasket, needsProfile, sessionOfProfile } from './servicesSession';

vi.mock('server-only', () => ({}));

function profile(overrides: Partial<ConsumerProfile> = {}): ConsumerProfile {
  return {
    consumerId: 'c-1',
    consumerType: 'REGISTERED',
    consumerDetails: { address: [], athlete: null, employee: null, prosumer: null, identity: [] },
    isLoyaltyMember: false,
    preferences: {},
    subscriptions: [],
    partiallyEnrolled: false,
    ...overrides,
  };
}

describe('sessionOfProfile', () => {
  it('maps the profile to the session flags of spec 3 §6', () => {
    expect(sessionOfProfile(profile())).toEqual({
      loggedIn: true,
      loyaltyMember: false,
      employee: false,
      cartEmpty: true,
      ipaMember: false,
      wranxMember: false,
      athlete: false,
    });
    const spend = { currentSpend: 0, annualCap: 100 };
    const staff = sessionOfProfile(
      profile({
        consumerType: 'EMPLOYEE',
        isLoyaltyMember: true,
        consumerDetails: {
          address: [],
          athlete: spend,
          employee: null,
          prosumer: null,
          identity: [{ type: 'IPA', identityId: 'i', ...spend }],
        },
      }),
      false,
    );
    expect(staff).toMatchObject({
      loyaltyMember: true,
      employee: true,
      athlete: true,
      ipaMember: true,
      wranxMember: false,
      cartEmpty: false,
    });
    expect(sessionOfProfile(profile({ consumerType: 'ATHLETE' })).athlete).toBe(true);
  });
});

describe('needsProfile and needsBasket', () => {
  it('reads the profile for profile facts and the basket for cart conditions only', () => {
    const needs = (names: SegmentConditionName[]) => ({
      conditions: new Set(names),
      experiences: false,
    });
    expect(needsProfile(needs(['loggedIn', 'loggedOut', 'cartEmpty']))).toBe(false);
    expect(needsProfile(needs(['loyaltyMember']))).toBe(true);
    expect(needsProfile(needs(['nonEmployee']))).toBe(true);
    expect(needsBasket(needs(['loyaltyMember']))).toBe(false);
    expect(needsBasket(needs(['cartNotEmpty']))).toBe(true);
  });
});
