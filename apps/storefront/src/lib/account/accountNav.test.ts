import { describe, expect, it } from 'vitest';
import { accountNavLinks } from './accountNav';

const t = (key: string) => key.replace('account.sections.', '');

describe('accountNavLinks (spec 1 §4)', () => {
  it('lists every section for a consumer, in order, with its path', () => {
    const links = accountNavLinks('en-us', { employee: false }, t);
    expect(links.map((l) => l.id)).toEqual([
      'overview',
      'profile',
      'communication',
      'addresses',
      'payment',
      'giftCards',
      'orders',
      'favorites',
      'saved',
    ]);
    expect(links[0]).toEqual({ id: 'overview', href: '/en-us/account', label: 'overview' });
    expect(links[1]?.href).toBe('/en-us/account/profile');
  });
  it('hides favourites and saved for later for a connected employee', () => {
    const ids = accountNavLinks('fr-ca', { employee: true }, t).map((l) => l.id);
    expect(ids).not.toContain('favorites');
    expect(ids).not.toContain('saved');
    expect(ids).toContain('orders');
  });
});
