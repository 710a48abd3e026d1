import { sessionCookieNames } from '@storefront/commerce';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storefrontCookieNames } from './cookieNames';

vi.mock('server-only', () => ({}));

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));

// The unit project shares one module graph per worker: load session.ts afresh so it gets the
// mocked next/headers even when another file imported it first.
vi.resetModules();
const { guestObjectsOfSession } = await import('./session');

describe('guestObjectsOfSession', () => {
  beforeEach(() => jar.clear());

  it("sends the guest's refresh token as the proof the merge needs (spec 1 §4)", async () => {
    jar.set(storefrontCookieNames.consumerId, 'guest-1');
    jar.set(sessionCookieNames.refreshToken, 'GUEST-R');
    jar.set(sessionCookieNames.basketId, 'B1');
    jar.set(sessionCookieNames.tokenType, 'Guest');
    await expect(guestObjectsOfSession()).resolves.toEqual({
      consumerId: 'guest-1',
      refreshToken: 'GUEST-R',
      basketId: 'B1',
    });
  });

  it('merges nothing without the refresh token, or for a signed-in session', async () => {
    jar.set(storefrontCookieNames.consumerId, 'guest-1');
    await expect(guestObjectsOfSession()).resolves.toBeUndefined();
    jar.set(sessionCookieNames.refreshToken, 'R');
    jar.set(sessionCookieNames.tokenType, 'Registered');
    await expect(guestObjectsOfSession()).resolves.toBeUndefined();
  });
});
