import { describe, expect, it } from 'vitest';
import type { DeliveryPlace } from '../../../checkout/flow/types';
import { canApply, needsPlace, preselectedPlace } from './shippingChoice';

const place = (id: string, available: boolean): DeliveryPlace => ({
  id,
  name: id,
  kind: 'store',
  address: { addressLine1: '1 Main', city: 'Denver', postalCode: '80202', countryCode: 'US' },
  available,
});

describe('cart change shipping method choice', () => {
  it('knows which codes need a place', () => {
    expect(['pickup', 'sts', 'pudo'].every(needsPlace)).toBe(true);
    expect(needsPlace('standard')).toBe(false);
  });

  it('pre-selects the current place only when found and able to take the item', () => {
    expect(preselectedPlace(null, '0101')).toBeUndefined();
    expect(preselectedPlace([place('0101', true)], undefined)).toBeUndefined();
    expect(preselectedPlace([place('0101', false)], '0101')).toBeUndefined();
    expect(preselectedPlace([place('0102', true)], '0101')).toBeUndefined();
    expect(preselectedPlace([place('0101', true)], '0101')).toBe('0101');
  });

  it('applies a home method at once, a place method only with an available place', () => {
    expect(canApply('standard', null, undefined)).toBe(true);
    expect(canApply('pudo', null, 'CP-US-001')).toBe(false);
    expect(canApply('pudo', [place('CP-US-001', true)], undefined)).toBe(false);
    expect(canApply('pickup', [place('0101', false)], '0101')).toBe(false);
    expect(canApply('pickup', [place('0101', true)], '0101')).toBe(true);
  });
});
