import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { buildUrl } from './client';
import { apiBaseUrlFrom, defaultApiBaseUrl } from './mockMode';

describe('apiBaseUrlFrom (spec 1 §2 mock API mode)', () => {
  it('is MOCK_API_URL, or the local mock API, without the mode', () => {
    expect(apiBaseUrlFrom({})).toEqual({ baseUrl: defaultApiBaseUrl, mockMode: false });
    expect(apiBaseUrlFrom({ MOCK_API_URL: 'http://api.test/', API_MOCK_MODE: '0' })).toEqual({
      baseUrl: 'http://api.test',
      mockMode: false,
    });
  });

  it('routes every call under /mock in the mode', () => {
    const mode = apiBaseUrlFrom({ MOCK_API_URL: 'http://api.test', API_MOCK_MODE: '1' });
    expect(mode).toEqual({ baseUrl: 'http://api.test/mock', mockMode: true });
    expect(apiBaseUrlFrom({ API_MOCK_MODE: 'true', NODE_ENV: 'development' }).mockMode).toBe(true);
    const locale = findLocale('en-us') as StorefrontLocale;
    expect(buildUrl(mode.baseUrl, '/cart/v1/cart', locale)).toBe(
      'http://api.test/mock/cart/v1/cart?locale=en-US',
    );
  });

  it('is refused in production: the real paths, and the reason', () => {
    const refused = apiBaseUrlFrom({
      MOCK_API_URL: 'http://api.test',
      API_MOCK_MODE: '1',
      NODE_ENV: 'production',
    });
    expect(refused).toMatchObject({ baseUrl: 'http://api.test', mockMode: false });
    expect(refused.refused).toMatch(/refused in production/);
  });
});
