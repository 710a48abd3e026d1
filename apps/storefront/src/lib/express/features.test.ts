import { afterEach, describe, expect, it, vi } from 'vitest';
import { expressConfig } from './features';

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
});
