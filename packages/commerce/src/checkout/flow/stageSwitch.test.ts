import { describe, expect, it } from 'vitest';
import { fixtureBasket, fixtureItem } from '../../cart/fixtures';
import { stageSwitchPlan } from './stageSwitch';

describe('stage switches (spec 1 §4)', () => {
  it('ORD516 moves home items to pickup at the favourite store', () => {
    const basket = fixtureBasket([fixtureItem({ id: 'a' }), fixtureItem({ id: 'b' })], {
      favoriteStoreId: '0101',
    });
    expect(stageSwitchPlan('ORD516', basket)).toEqual([
      { shippingId: 'me', code: 'pickup', storeId: '0101', itemIds: ['a', 'b'] },
    ]);
  });

  it('ORD517 moves pickup items short of store stock home; ORD518 to ship to store', () => {
    const pickup = (id: string, stock: number) =>
      fixtureItem({
        id,
        shipmentId: 'pickup-0101',
        shippingOptions: {
          selected: 'pickup',
          available: ['standard', 'pickup', 'sts'],
          storeInfo: { id: '0101', storeInventory: stock },
        },
      });
    const basket = fixtureBasket([pickup('a', 0), pickup('b', 5)]);
    expect(stageSwitchPlan('ORD517', basket)).toEqual([
      { shippingId: 'pickup-0101', code: 'standard', itemIds: ['a'] },
    ]);
    expect(stageSwitchPlan('ORD518', basket)).toEqual([
      { shippingId: 'pickup-0101', code: 'sts', storeId: '0101', itemIds: ['a'] },
    ]);
  });

  it('gives no call for other codes', () => {
    expect(stageSwitchPlan('PYT402', fixtureBasket())).toEqual([]);
  });
});
