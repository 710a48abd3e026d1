import { describe, expect, it } from 'vitest';
import { adyenConfigFromEnv } from './config';

describe('Adyen configuration from the environment', () => {
  it('reads the client key, the environment (default test) and the merchant account', () => {
    expect(
      adyenConfigFromEnv({ ADYEN_CLIENT_KEY: ' test_ABC ', ADYEN_MERCHANT_ACCOUNT: 'AlpineECOM' }),
    ).toEqual({
      ok: true,
      config: { clientKey: 'test_ABC', environment: 'test', merchantAccount: 'AlpineECOM' },
    });
    expect(
      adyenConfigFromEnv({
        ADYEN_CLIENT_KEY: 'live_XYZ',
        ADYEN_ENVIRONMENT: 'LIVE',
        ADYEN_MERCHANT_ACCOUNT: 'AlpineECOM',
      }),
    ).toMatchObject({ ok: true, config: { environment: 'live' } });
  });

  it('names the first problem', () => {
    expect(adyenConfigFromEnv({})).toEqual({ ok: false, problem: 'missingClientKey' });
    expect(adyenConfigFromEnv({ ADYEN_CLIENT_KEY: 'test_A' })).toEqual({
      ok: false,
      problem: 'missingMerchantAccount',
    });
    expect(
      adyenConfigFromEnv({ ADYEN_ENVIRONMENT: 'sandbox', ADYEN_CLIENT_KEY: 'test_A' }),
    ).toEqual({ ok: false, problem: 'badEnvironment' });
    expect(
      adyenConfigFromEnv({
        ADYEN_ENVIRONMENT: 'live',
        ADYEN_CLIENT_KEY: 'test_A',
        ADYEN_MERCHANT_ACCOUNT: 'M',
      }),
    ).toEqual({ ok: false, problem: 'keyEnvironmentMismatch' });
  });
});
