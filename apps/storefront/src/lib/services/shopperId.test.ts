// @vitest-environment node
import { NextRequest } from 'next/server';
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

vi.mock('server-only', () => ({}));
const { proxy } = await import('../../../proxy');

describe('proxy: the shopper id on a first visit', () => {
  const visit = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://127.0.0.1:3000${path}`, cookie ? { headers: { cookie } } : {}));

  it('sets mt.v (httpOnly) on a page of a locale, on the request too, and keeps an existing one', () => {
    const response = visit('/en-us');
    const set = response.cookies.get('mt.v');
    expect(isShopperId(set?.value)).toBe(true);
    expect(set?.httpOnly).toBe(true);
    expect(response.headers.get('x-middleware-request-cookie') ?? '').toContain(
      `mt.v=${set?.value}`,
    );
    expect(visit('/en-us', `mt.v=${newShopperId()}`).cookies.get('mt.v')).toBeUndefined();
    expect(visit('/_next/data').cookies.get('mt.v')).toBeUndefined();
  });

  it('waits for targeting consent in en-gb', () => {
    expect(visit('/en-gb').cookies.get('mt.v')).toBeUndefined();
    expect(visit('/en-gb', 'consent=C0001%3A1%2CC0004%3A1').cookies.get('mt.v')).toBeDefined();
  });
});
