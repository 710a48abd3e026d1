import { describe, expect, it, vi } from 'vitest';
import { paypalMessagesFromEnv } from './payLater';

vi.mock('server-only', () => ({}));

describe('paypalMessagesFromEnv (spec 3 §7, PayPal messages SDK)', () => {
  it('takes PAYPAL_CLIENT_ID with Adyen', () => {
    expect(
      paypalMessagesFromEnv({ provider: 'adyen' }, { PAYPAL_CLIENT_ID: ' sb-AbC_12 ' }),
    ).toEqual({ clientId: 'sb-AbC_12' });
  });

  it('ignores it with the simulator, when empty or not an id', () => {
    expect(
      paypalMessagesFromEnv({ provider: 'simulated' }, { PAYPAL_CLIENT_ID: 'abc' }),
    ).toBeUndefined();
    expect(paypalMessagesFromEnv({ provider: 'adyen' }, {})).toBeUndefined();
    expect(
      paypalMessagesFromEnv({ provider: 'adyen' }, { PAYPAL_CLIENT_ID: '  ' }),
    ).toBeUndefined();
    expect(
      paypalMessagesFromEnv({ provider: 'adyen' }, { PAYPAL_CLIENT_ID: 'abc&components=buttons' }),
    ).toBeUndefined();
  });
});
