import { randomBytes } from 'node:crypto';
import { authPaths, captchaPaths } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recaptchaSiteverifyUrl, verifyCaptcha } from '../src/auth/captcha';
import { codeChallengeOf } from '../src/auth/pkce';
import type { DatabaseHandle } from '../src/db/client';
import { captchaTokens, orders } from '../src/db/schema';
import { captchaToken, errorIdOf, post, testConsumers, withCaptcha } from './authHelpers';
import {
  findVariant,
  guestWithBasket,
  place,
  readyToPlace,
  startCheckoutServer,
} from './checkoutHelpers';
import { testNow } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const { registered, employee } = testConsumers;

const signIn = (captchaResponse?: string) =>
  post(app, authPaths.signIn, {
    username: registered.username,
    password: registered.password,
    codeChallenge: codeChallengeOf(randomBytes(32).toString('base64url')),
    ...(captchaResponse === undefined ? {} : { captchaResponse }),
  });

const refusedAsCaptcha = (response: { statusCode: number; json: () => unknown }) =>
  expect([response.statusCode, errorIdOf(response)]).toEqual([403, 'AUT403']);

describe('the test captcha provider (spec 3 §7)', () => {
  it('the formerly documented fixed value no longer passes sign-in (AUT403)', async () => {
    refusedAsCaptcha(await signIn('test-captcha-pass'));
  });

  it('sign-in without a captcha response is refused (AUT403)', async () => {
    refusedAsCaptcha(await signIn());
  });

  it('a token issued for login signs in once; the same token again is refused', async () => {
    const issued = await post(app, captchaPaths.testToken, { action: 'login' });
    expect(issued.statusCode).toBe(200);
    const { token, expiresIn } = issued.json() as { token: string; expiresIn: number };
    expect(expiresIn).toBe(120);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await signIn(token)).statusCode).toBe(200);
    refusedAsCaptcha(await signIn(token));
  });

  it('a token issued for another action is refused (and used up)', async () => {
    const token = await captchaToken(app, 'placeOrder');
    refusedAsCaptcha(await signIn(token));
    const other = await captchaToken(app, 'register');
    refusedAsCaptcha(await signIn(other));
  });

  it('an expired token is refused', async () => {
    const token = await captchaToken(app, 'login');
    await handle.db
      .update(captchaTokens)
      .set({ expiresAt: new Date(testNow.getTime() - 1) })
      .where(eq(captchaTokens.token, token));
    refusedAsCaptcha(await signIn(token));
  });

  it('an unknown action gets no token (API400)', async () => {
    const response = await post(app, captchaPaths.testToken, { action: 'anything' });
    expect([response.statusCode, errorIdOf(response)]).toEqual([400, 'API400']);
  });

  it('sign-up needs a register token (AUT403), then creates the account', async () => {
    const body = { login: 'captcha.signup@example.com', password: 'Welcome123' };
    refusedAsCaptcha(await post(app, authPaths.signUp, body));
    refusedAsCaptcha(await post(app, authPaths.signUp, await withCaptcha(app, 'login', body)));
    const created = await post(app, authPaths.signUp, await withCaptcha(app, 'register', body));
    expect(created.statusCode).toBe(201);
  });

  it('place order without a placeOrder token is refused and places nothing', async () => {
    const variant = await findVariant(handle, { online: 5 });
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId);
    refusedAsCaptcha(await place(app, token, basketId, { recaptcha_response: undefined }));
    refusedAsCaptcha(
      await place(app, token, basketId, { recaptcha_response: 'test-captcha-pass' }),
    );
    refusedAsCaptcha(
      await place(app, token, basketId, {
        recaptcha_response: await captchaToken(app, 'login'),
      }),
    );
    expect(await handle.db.select().from(orders).where(eq(orders.basketId, basketId))).toEqual([]);
    const placed = await place(app, token, basketId);
    expect(placed.statusCode).toBe(200);
  });

  it('agent login without a captcha response is refused (AUT403)', async () => {
    const body = { username: employee.username, password: employee.password, storeId: '0101' };
    refusedAsCaptcha(await post(app, authPaths.agentLogin, body));
    refusedAsCaptcha(
      await post(app, authPaths.agentLogin, { ...body, captchaResponse: 'test-captcha-pass' }),
    );
    const agent = await post(app, authPaths.agentLogin, await withCaptcha(app, 'login', body));
    expect(agent.statusCode).toBe(200);
  });
});

describe('the reCAPTCHA provider (CAPTCHA_PROVIDER=recaptcha)', () => {
  const env = { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET_KEY: 'secret-key' };
  const siteverify = (answer: object, status = 200) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer), { status }));
  const verify = (fetchFn: typeof fetch, action: 'login' | 'placeOrder' = 'login', more = {}) =>
    verifyCaptcha(handle.db, 'browser-token', action, { env: { ...env, ...more }, fetch: fetchFn });

  it('verifies through siteverify: success, the same action, score at least 0.5', async () => {
    const fetchFn = siteverify({ success: true, action: 'login', score: 0.9 });
    await expect(verify(fetchFn)).resolves.toBeUndefined();
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(recaptchaSiteverifyUrl);
    expect(String(init?.body)).toBe('secret=secret-key&response=browser-token');
  });

  it.each([
    ['not successful', { success: false, action: 'login', score: 0.9 }],
    ['another action', { success: true, action: 'placeOrder', score: 0.9 }],
    ['a low score', { success: true, action: 'login', score: 0.3 }],
    ['no score', { success: true, action: 'login' }],
  ])('refuses %s (AUT403)', async (_what, answer) => {
    await expect(verify(siteverify(answer))).rejects.toMatchObject({ errorId: 'AUT403' });
  });

  it('RECAPTCHA_MIN_SCORE raises the bar; an unreachable siteverify refuses', async () => {
    const answer = { success: true, action: 'placeOrder', score: 0.6 };
    await expect(
      verify(siteverify(answer), 'placeOrder', { RECAPTCHA_MIN_SCORE: '0.7' }),
    ).rejects.toMatchObject({ errorId: 'AUT403' });
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(verify(down)).rejects.toMatchObject({ errorId: 'AUT403' });
    await expect(verify(siteverify({}, 500))).rejects.toMatchObject({ errorId: 'AUT403' });
  });

  it('a missing response never reaches siteverify; recaptcha without a secret is refused config', async () => {
    const fetchFn = siteverify({ success: true, action: 'login', score: 1 });
    await expect(
      verifyCaptcha(handle.db, undefined, 'login', { env, fetch: fetchFn }),
    ).rejects.toMatchObject({ errorId: 'AUT403' });
    expect(fetchFn).not.toHaveBeenCalled();
    await expect(
      verifyCaptcha(handle.db, 'x', 'login', { env: { CAPTCHA_PROVIDER: 'recaptcha' } }),
    ).rejects.toThrow(/RECAPTCHA_SECRET_KEY/);
  });

  it('the test provider issues no tokens when reCAPTCHA is configured', async () => {
    vi.stubEnv('CAPTCHA_PROVIDER', 'recaptcha');
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'secret-key');
    try {
      const response = await post(app, captchaPaths.testToken, { action: 'login' });
      expect([response.statusCode, errorIdOf(response)]).toEqual([404, 'API404']);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
