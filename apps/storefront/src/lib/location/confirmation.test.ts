import { languageOf } from '@storefront/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceTranslator } from '../../i18n/translate';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    commerceTranslator(namespace, languageOf(locale)),
}));

// The unit project shares one module graph per worker: load the module afresh with the mocks.
vi.resetModules();
const { locationConfirmationResponse, locationDetectionHeader } = await import('./confirmation');

const headersOf = (entries: Record<string, string>) => new Headers(entries);

describe('locationConfirmationResponse (GET /api/location, spec 1 §2)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says detection is off where no country header is configured', async () => {
    vi.stubEnv('STOREFRONT_COUNTRY_HEADER', '');
    const answer = await locationConfirmationResponse('en-us', headersOf({ 'x-country': 'GB' }));
    expect(answer.status).toBe(204);
    expect(answer.headers.get(locationDetectionHeader)).toBe('off');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it("offers the detected country's site in the page's language, never cached", async () => {
    vi.stubEnv('STOREFRONT_COUNTRY_HEADER', 'x-country');
    const answer = await locationConfirmationResponse('en-us', headersOf({ 'x-country': 'gb' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = (await answer.json()) as {
      country: string;
      sites: { path: string; label: string }[];
      labels: { detected: string };
    };
    expect(body.country).toBe('GB');
    expect(body.sites.map((site) => site.path)).toEqual(['en-gb']);
    expect(body.labels.detected).toContain('United Kingdom');
    const french = await locationConfirmationResponse('fr-ca', headersOf({ 'x-country': 'US' }));
    expect(((await french.json()) as { labels: { detected: string } }).labels.detected).toContain(
      'États-Unis',
    );
  });

  it('has nothing to confirm: same country, none detected, or already answered', async () => {
    vi.stubEnv('STOREFRONT_COUNTRY_HEADER', 'x-country');
    const cases: Record<string, string>[] = [
      { 'x-country': 'US' },
      {},
      { 'x-country': 'GB', cookie: 'a=b; locationChoice=GB' },
    ];
    for (const headers of cases) {
      const answer = await locationConfirmationResponse('en-us', headersOf(headers));
      expect(answer.status).toBe(204);
      expect(answer.headers.get(locationDetectionHeader)).toBeNull();
    }
  });

  it('refuses an unknown locale with the error envelope', async () => {
    const answer = await locationConfirmationResponse('xx-yy', headersOf({}));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] });
  });
});
