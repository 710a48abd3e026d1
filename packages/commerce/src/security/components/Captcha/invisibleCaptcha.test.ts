import { invisibleCaptchaResponse } from './Captcha.client';

describe('invisibleCaptchaResponse (spec 1 §7 shipping address)', () => {
  it('the test provider: a one-time token for the action, asked for each call', async () => {
    const request = vi.fn(async (action: string) => ({ token: `T-${action}`, expiresIn: 120 }));
    expect(await invisibleCaptchaResponse('shippingAddress', { provider: 'test' }, request)).toBe(
      'T-shippingAddress',
    );
    await invisibleCaptchaResponse('shippingAddress', { provider: 'test' }, request);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('none when it cannot be obtained: the call goes without (the API answers AUT403)', async () => {
    const refused = vi.fn(async () => {
      throw new Error('captcha token: 429');
    });
    expect(
      await invisibleCaptchaResponse('shippingAddress', { provider: 'test' }, refused),
    ).toBeUndefined();
    // reCAPTCHA without a site key loads nothing.
    expect(
      await invisibleCaptchaResponse('shippingAddress', { provider: 'recaptcha' }),
    ).toBeUndefined();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });
});
