import { isShopperId, newShopperId, shopperIdToSet } from './shopperId';

describe('shopper id (spec 3 §7 monetateId)', () => {
  it('makes ids of one shape and recognises them', () => {
    const id = newShopperId('0F8E4C1A-2B3C-4D5E-8F90-A1B2C3D4E5F6', 1764237600000);
    expect(id).toBe('2.0f8e4c1a2b3c4d5e8f90a1b2c3d4e5f6.1764237600000');
    expect(isShopperId(id)).toBe(true);
    expect(isShopperId(newShopperId())).toBe(true);
    expect(isShopperId('5.99')).toBe(false);
    expect(isShopperId(undefined)).toBe(false);
  });

  it('gives a first visit an id, keeps an existing one, and waits for C0004 in EMEA', () => {
    expect(isShopperId(shopperIdToSet('', 'NORA'))).toBe(true);
    const existing = `mt.v=${newShopperId()}`;
    expect(shopperIdToSet(`a=1; ${existing}`, 'NORA')).toBeUndefined();
    expect(isShopperId(shopperIdToSet('mt.v=forged', 'NORA'))).toBe(true);
    expect(shopperIdToSet('', 'EMEA')).toBeUndefined();
    expect(shopperIdToSet('consent=C0001%3A1%2CC0004%3A0', 'EMEA')).toBeUndefined();
    expect(isShopperId(shopperIdToSet('consent=C0001%3A1%2CC0004%3A1', 'EMEA'))).toBe(true);
  });
});
