import { languageOf } from '@storefront/api-contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceTranslator } from '../../i18n/translate';
import { storefrontCookieNames } from '../session/cookieNames';

vi.mock('server-only', () => ({}));

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    commerceTranslator(namespace, languageOf(locale)),
}));

// The unit project shares one module graph per worker: load the module afresh with the mocks.
vi.resetModules();
const { associateStripResponse } = await import('./strip');

const get = (query: string) =>
  associateStripResponse(new URLSearchParams(query).get('locale') ?? '');

describe('associateStripResponse (GET /api/associate-strip)', () => {
  beforeEach(() => jar.clear());

  it("answers the caller's own in-store session with the strip's words, never cached", async () => {
    jar.set(
      storefrontCookieNames.inStoreSession,
      JSON.stringify({
        storeId: '0101',
        storeName: 'Alpine Denver Flagship',
        storeEmployeeId: 'E0101-2',
        storeEmployeeName: 'Evan Park',
      }),
    );
    const answer = await get('?locale=en-us');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = (await answer.json()) as { session: unknown; labels: Record<string, string> };
    expect(body.session).toEqual({
      storeId: '0101',
      storeName: 'Alpine Denver Flagship',
      storeEmployeeId: 'E0101-2',
      storeEmployeeName: 'Evan Park',
    });
    expect(body.labels.label).toBe('In-store session');
    expect(body.labels.endSession).toBe('End session');
    expect(body.labels.store).toContain('Alpine Denver Flagship');
    const french = (await (await get('?locale=fr-ca')).json()) as {
      labels: { endSession: string };
    };
    expect(french.labels.endSession).not.toBe('End session');
  });

  it('answers 204 without an in-store session (a guest, a shopper, a malformed cookie)', async () => {
    expect((await get('?locale=en-us')).status).toBe(204);
    jar.set(storefrontCookieNames.inStoreSession, '{not json');
    const answer = await get('?locale=en-us');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an unknown locale with the error envelope', async () => {
    const answer = await get('?locale=xx-yy');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] });
  });
});
