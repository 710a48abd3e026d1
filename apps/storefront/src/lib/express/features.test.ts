import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expressConfig as configOf } from './features';

vi.mock('server-only', () => ({}));

const names = [
  'STOREFRONT_EXPRESS',
  'PAYMENT_PROVIDER',
  'EXPRESS_PROVIDER',
  'EXPRESS_SIMULATED_WALLET',
  'ADYEN_CLIENT_KEY',
  'ADYEN_ENVIRONMENT',
  'ADYEN_MERCHANT_ACCOUNT',
] as const;

afterEach(() => {
  vi.unstubAllEnvs();
});

const locale = (path: string): StorefrontLocale => {
  const found = findLocale(path);
  if (!found) throw new Error(`no locale ${path}`);
  return found;
};
const expressConfig = (path = 'en-us') => configOf(locale(path));

function withEnv(values: Partial<Record<(typeof names)[number], string>>) {
  for (const name of names) vi.stubEnv(name, values[name] ?? '');
}

describe('expressConfig (spec 3 §6, §7)', () => {
  it('defaults: on, ADYEN, the simulator, the wallet supported, no Adyen keys', () => {
    withEnv({});
    expect(expressConfig()).toEqual({
      enabled: true,
      paymentProvider: 'ADYEN',
      provider: 'simulated',
      simulatedWallet: 'supported',
    });
  });

  it('reads each variable at call time', () => {
    withEnv({
      STOREFRONT_EXPRESS: 'off',
      PAYMENT_PROVIDER: 'cybersource',
      EXPRESS_PROVIDER: 'adyen',
      EXPRESS_SIMULATED_WALLET: 'unsupported',
      ADYEN_CLIENT_KEY: 'live_KEY',
      ADYEN_MERCHANT_ACCOUNT: 'AlpineECOM',
      ADYEN_ENVIRONMENT: 'live',
    });
    expect(expressConfig()).toEqual({
      enabled: false,
      paymentProvider: 'CYBERSOURCE',
      provider: 'adyen',
      simulatedWallet: 'unsupported',
      adyen: { clientKey: 'live_KEY', merchantAccount: 'AlpineECOM', environment: 'live' },
    });
  });

  it('leaves Adyen out, and logs why, when its configuration is not valid', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withEnv({
      EXPRESS_PROVIDER: 'adyen',
      ADYEN_CLIENT_KEY: 'test_KEY',
      ADYEN_MERCHANT_ACCOUNT: 'AlpineECOM',
      ADYEN_ENVIRONMENT: 'live',
    });
    expect(expressConfig()).toMatchObject({ provider: 'adyen' });
    expect(expressConfig()).not.toHaveProperty('adyen');
    expect(String(log.mock.calls[0]?.[0])).toContain('"problem":"keyEnvironmentMismatch"');
    log.mockRestore();
  });

  it('falls back to the defaults for unknown values', () => {
    withEnv({
      EXPRESS_PROVIDER: 'stripe',
      EXPRESS_SIMULATED_WALLET: 'maybe',
      ADYEN_CLIENT_KEY: 'k',
    });
    expect(expressConfig()).toMatchObject({ provider: 'simulated', simulatedWallet: 'supported' });
    expect(expressConfig()).not.toHaveProperty('adyen');
  });

  it('the flag per locale: on, off, or the locale paths where it is on', () => {
    const enabledIn = (flag: string) =>
      ['en-us', 'en-ca', 'fr-ca', 'en-gb'].filter((path) => {
        withEnv({ STOREFRONT_EXPRESS: flag });
        return expressConfig(path).enabled;
      });
    expect(enabledIn('')).toEqual(['en-us', 'en-ca', 'fr-ca', 'en-gb']);
    expect(enabledIn('ON')).toEqual(['en-us', 'en-ca', 'fr-ca', 'en-gb']);
    expect(enabledIn('off')).toEqual([]);
    expect(enabledIn('en-us, en-ca,fr-ca')).toEqual(['en-us', 'en-ca', 'fr-ca']);
    expect(enabledIn('EN-GB')).toEqual(['en-gb']);
  });

  it('logs the parts of a list that name no locale (the flag stays off there)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withEnv({ STOREFRONT_EXPRESS: 'en-us,yes' });
    expect(expressConfig('en-us').enabled).toBe(true);
    expect(String(log.mock.calls[0]?.[0])).toContain('"unknown":"yes"');
    log.mockRestore();
  });
});
