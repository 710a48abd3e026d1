import { describe, expect, it, vi } from 'vitest';
import { emptyContact } from '../../flow/delivery';
import {
  fixtureDeliveryData,
  fixtureHomeBasket,
  fixtureLodoPoint,
  fixturePudoBasket,
} from '../../flow/deliveryFixtures';
import type { CheckoutActions } from '../../flow/types';
import { saveCollectionAddresses } from './saveCollection';

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '3035550100',
};

describe('saveCollectionAddresses (spec 1 §5, §7)', () => {
  it('sends the collection point address with the asked contact, once per store shipment', async () => {
    const data = fixtureDeliveryData(fixturePudoBasket);
    const setCollectionAddress = vi.fn<NonNullable<CheckoutActions['setCollectionAddress']>>(
      async () => ({ ok: true, ...data }),
    );
    const result = await saveCollectionAddresses(
      data,
      { 'CP-US-001': fixtureLodoPoint },
      contact,
      ['email', 'phone'],
      { setCollectionAddress },
    );
    expect(result.ok).toBe(true);
    expect(setCollectionAddress).toHaveBeenCalledTimes(1);
    expect(setCollectionAddress).toHaveBeenCalledWith('pudo-CP-US-001', {
      addressLine1: '1701 Wynkoop St',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
      email: 'ada@example.com',
      phone: '3035550100',
    });
  });

  it('skips home shipments, unknown places without contact, and addresses already saved', async () => {
    const setCollectionAddress = vi.fn<NonNullable<CheckoutActions['setCollectionAddress']>>();
    const home = fixtureDeliveryData(fixtureHomeBasket);
    await saveCollectionAddresses(home, {}, contact, ['email'], { setCollectionAddress });
    const pudo = fixtureDeliveryData(fixturePudoBasket);
    await saveCollectionAddresses(pudo, {}, emptyContact, [], { setCollectionAddress });
    const saved = fixtureDeliveryData({
      ...fixturePudoBasket,
      shipments: fixturePudoBasket.shipments.map((s) =>
        s.shipmentId === 'me'
          ? s
          : { ...s, shippingAddress: { ...fixtureLodoPoint.address, email: 'ada@example.com' } },
      ),
    });
    await saveCollectionAddresses(saved, {}, contact, ['email'], { setCollectionAddress });
    expect(setCollectionAddress).not.toHaveBeenCalled();
  });

  it('answers the first failure', async () => {
    const failure = { ok: false as const, code: 'CHK320', message: 'Email is not valid' };
    const result = await saveCollectionAddresses(
      fixtureDeliveryData(fixturePudoBasket),
      { 'CP-US-001': fixtureLodoPoint },
      contact,
      ['email'],
      { setCollectionAddress: async () => failure },
    );
    expect(result).toEqual(failure);
  });
});
