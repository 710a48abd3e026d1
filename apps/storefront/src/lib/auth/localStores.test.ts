import { describe, expect, it } from 'vitest';
import { popupDismissalsKey } from '../../../../../packages/blocks/src/blocks/popup/dismissals';
import { accountStorageKeys, clearAccountStores } from './localStores';

describe('clearAccountStores (spec 1 §4 logout)', () => {
  it('removes the cart and the pop-up dismissals, keeps device preferences', () => {
    const store = new Map([
      ['storefront.cart', '{"basketId":"b1"}'],
      [popupDismissalsKey, '["newsletter"]'],
      ['benefitBarClosed', 'true'],
    ]);
    clearAccountStores({ removeItem: (key) => void store.delete(key) });
    expect([...store.keys()]).toEqual(['benefitBarClosed']);
  });

  it('names the blocks’ pop-up key', () => {
    expect(accountStorageKeys).toContain(popupDismissalsKey);
  });

  it('tolerates a storage that throws, or none', () => {
    expect(() =>
      clearAccountStores({
        removeItem: () => {
          throw new Error('denied');
        },
      }),
    ).not.toThrow();
    expect(() => clearAccountStores(null)).not.toThrow();
  });
});
