import { describe, expect, it } from 'vitest';
import { separateBillingAddress } from './billing';
import { fixtureAddress, fixtureBillingBasket, fixturePickupBasket } from './fixtures';

/** A billing address of the shopper's own (another city and street). */
const ownBilling = { ...fixtureAddress, addressLine1: '9 Pearl St', city: 'Boulder' };

describe('separateBillingAddress (spec 1 §2, §7 DELETE …/billingAddress)', () => {
  it('is false without a billing address', () => {
    expect(separateBillingAddress(fixtureBillingBasket)).toBe(false);
  });

  it('is false for the home address copied by "same as shipping" (email or spacing aside)', () => {
    const copied = { ...fixtureAddress, email: 'other@example.com', city: ' Denver ' };
    expect(separateBillingAddress({ ...fixtureBillingBasket, billingAddress: copied })).toBe(false);
  });

  it('is true for an address of its own, or any billing address without a home shipment', () => {
    expect(separateBillingAddress({ ...fixtureBillingBasket, billingAddress: ownBilling })).toBe(
      true,
    );
    expect(separateBillingAddress({ ...fixturePickupBasket, billingAddress: fixtureAddress })).toBe(
      true,
    );
  });
});
