import { describe, expect, it } from 'vitest';
import type { CheckoutLabels } from '../../flow/labels';
import { shipmentName } from './shipmentInfo';

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
