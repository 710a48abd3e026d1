import type { BasketResponse } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import type { CheckoutLabels } from '../../flow/labels';
import { keepsUnusedHomeAddress, shipmentName } from './shipmentInfo';

const labels = {
  shipmentNames: { me: 'Ship to home' },
  storeShipment: (kind: string, store: string) => `${kind}: ${store}`,
} as unknown as CheckoutLabels;

describe('shipmentName', () => {
  it('names a store shipment by the name the basket carries, which survives a reload', () => {
    const shipment = { shipmentId: 'pudo-CP-US-001', storeId: 'CP-US-001', storeName: 'LoDo' };
    expect(shipmentName(shipment, (id) => id, labels)).toBe('pudo: LoDo');
  });

  it('falls back to the host’s names, then a collection point’s address', () => {
    expect(shipmentName({ shipmentId: 'pickup-0101' }, () => 'Denver', labels)).toBe(
      'pickup: Denver',
    );
    const point = { shipmentId: 'pudo-CP-1', shippingAddress: { addressLine1: '1 Main St' } };
    expect(shipmentName(point, (id) => id, labels)).toBe('pudo: 1 Main St');
    expect(shipmentName({ shipmentId: 'me' }, (id) => id, labels)).toBe('Ship to home');
  });
});

describe('keepsUnusedHomeAddress (spec 1 §7 DELETE …/shippingAddress)', () => {
  const address = { addressLine1: '1 Main St', city: 'Denver' };
  const basketOf = (itemShipments: string[], shipments: object[]) =>
    ({
      items: itemShipments.map((shipmentId, i) => ({ id: `i${i}`, shipmentId })),
      shipments,
    }) as unknown as BasketResponse;

  it('every item picked up while the home shipment keeps its address: remove it', () => {
    const basket = basketOf(
      ['pickup-0101'],
      [{ shipmentId: 'me', shippingAddress: address }, { shipmentId: 'pickup-0101' }],
    );
    expect(keepsUnusedHomeAddress(basket)).toBe(true);
  });

  it('an item still going home, or no home address: nothing to remove', () => {
    const home = { shipmentId: 'me', shippingAddress: address };
    expect(keepsUnusedHomeAddress(basketOf(['me', 'pickup-0101'], [home]))).toBe(false);
    expect(keepsUnusedHomeAddress(basketOf(['pickup-0101'], [{ shipmentId: 'me' }]))).toBe(false);
  });
});
