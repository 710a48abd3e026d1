import { randomBytes } from 'node:crypto';
import { authPaths, basketPaths, consumerPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import type { TestSession } from './authHelpers';

/** Every password comparison of the server (sign-in, agent login, change password). */
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/auth/password')>();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string | null) => {
      passwordChecks.count++;
      return actual.verifyPassword(password, stored);
    },
  };
});

// The mock-api project shares one module graph per worker (isolate: false): load the server's
// modules afresh, so the sign-in and account routes compare passwords through the counting
// mock even when another file imported them first.
vi.resetModules();
const { codeChallengeOf } = await import('../src/auth/pkce');
const { maxFailedLogins } = await import('../src/auth/signin');
const { captchaToken, errorIdOf, getAs, guestToken, post, readResetToken, registeredToken } =
  await import('./authHelpers');
const { basketOf, basketWith, call, startBasketServer } = await import('./basketHelpers');
const { contractHeaders, startTestServer } = await import('./helpers');

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startBasketServer());
}, 120_000);
afterAll(async () => {
  await app.close();
  await handle.close();
});

const password = 'Correct123';

/** A new registered account (sign-up) with {@link password}. */
async function newAccount(): Promise<string> {
  const login = `sec-${randomBytes(6).toString('hex')}@example.com`;
  const response = await post(app, authPaths.signUp, {
    login,
    password,
    confirmPassword: password,
    captchaResponse: await captchaToken(app, 'register'),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up: ${response.body}`);
  return login;
}

/** POST sign-in with a fresh PKCE challenge and a test captcha token. */
async function signIn(username: string, pass: string) {
  const codeVerifier = randomBytes(32).toString('base64url');
  return post(app, authPaths.signIn, {
    username,
    password: pass,
    codeChallenge: codeChallengeOf(codeVerifier),
    captchaResponse: await captchaToken(app, 'login'),
  });
}

const codesOf = (answers: { json: () => unknown }[]) => answers.map((a) => errorIdOf(a));

describe('password reset goes through the mail outbox', () => {
  it('the reset answer carries no token and is the same for known and unknown addresses', async () => {
    const login = await newAccount();
    const known = await post(app, authPaths.resetPassword, { email: login });
    const unknown = await post(app, authPaths.resetPassword, { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ sent: true });
    expect(unknown.json()).toEqual(known.json());
  });

  it('the reset mail links to the storefront reset page; its token resets the password and revokes every session', async () => {
    const login = await newAccount();
    const session = await registeredToken(app, login, password);
    await post(app, authPaths.resetPassword, { email: login.toUpperCase() });
    const mails = await getAs(app, `/dev/mail?to=${encodeURIComponent(login)}`, undefined, 'fr-CA');
    expect(mails.statusCode).toBe(200);
    const [mail] = (mails.json() as { mails: { to: string; kind: string; text: string }[] }).mails;
    expect(mail).toMatchObject({ to: login, kind: 'password-reset' });
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/en-us\/reset-password\?token=\S+/);
    const token = await readResetToken(app, login);
    const confirm = { token, newPassword: 'Changed123', confirmPassword: 'Changed123' };
    expect((await post(app, authPaths.confirmForgotPassword, confirm)).statusCode).toBe(200);
    expect(errorIdOf(await getAs(app, consumerPaths.consumer, session.accessToken))).toBe('AUT401');
    await registeredToken(app, login, 'Changed123');
  });

  it('the link follows the locale of the reset request', async () => {
    const login = await newAccount();
    await app.inject({
      method: 'POST',
      url: `${authPaths.resetPassword}?locale=fr-CA`,
      headers: contractHeaders,
      payload: { email: login },
    });
    const mails = await getAs(app, `/dev/mail?to=${encodeURIComponent(login)}`);
    expect((mails.json() as { mails: { text: string }[] }).mails[0]?.text).toContain(
      '/fr-ca/reset-password?token=',
    );
  });

  it('the outbox endpoint does not exist when NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const production = await startTestServer();
      try {
        const response = await getAs(production.app, '/dev/mail?to=a@example.com');
        expect(response.statusCode).toBe(404);
      } finally {
        await production.app.close();
        await production.handle.close();
      }
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);
});

describe('the lockout cannot be raced', () => {
  it('100 concurrent wrong sign-ins get at most maxFailedLogins password checks and lock the account', async () => {
    const login = await newAccount();
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => signIn(login, 'Wrong12345')),
    );
    expect(passwordChecks.count).toBeLessThanOrEqual(maxFailedLogins);
    const checked = codesOf(answers).filter((code) => code !== 'AUT423');
    expect(checked.length).toBeLessThanOrEqual(maxFailedLogins - 1);
    expect(errorIdOf(await signIn(login, password))).toBe('AUT423');
  });

  it('19 wrong and 1 right sign-ins sent together end locked', async () => {
    const login = await newAccount();
    const attempts = Array.from({ length: 20 }, (_, i) => (i === 9 ? password : 'Wrong12345'));
    const answers = await Promise.all(attempts.map((p) => signIn(login, p)));
    const wrongLetThrough = codesOf(answers.filter((_, i) => i !== 9)).filter(
      (code) => code === 'AUT401' || code === 'AUT426',
    );
    expect(wrongLetThrough.length).toBeLessThanOrEqual(maxFailedLogins - 1);
    expect(errorIdOf(await signIn(login, password))).toBe('AUT423');
  });

  it('agent login answers a non-employee the same for the right and a wrong password, counted as a failure', async () => {
    const login = await newAccount();
    const agent = async (pass: string) =>
      post(app, authPaths.agentLogin, {
        username: login,
        password: pass,
        storeId: '0101',
        captchaResponse: await captchaToken(app, 'login'),
      });
    const right = await agent(password);
    const wrong = await agent('Wrong12345');
    expect([right.statusCode, errorIdOf(right)]).toEqual([401, 'AUT401']);
    expect([wrong.statusCode, errorIdOf(wrong)]).toEqual([401, 'AUT401']);
    expect(right.json().errorDetails[0].message).toBe(wrong.json().errorDetails[0].message);
    expect(errorIdOf(await agent(password))).toBe('AUT401');
    expect(errorIdOf(await agent(password))).toBe('AUT426');
    expect(errorIdOf(await agent(password))).toBe('AUT423');
  });
});

describe('the login merge needs the guest proof', () => {
  async function guestWithBasket() {
    const guest = await guestToken(app);
    const { basketId } = await basketWith(app, handle.db, 'ALP1401M', 2, guest.accessToken);
    return { ...guest, basketId };
  }

  /** Registered token call after a sign-in with the verifier used for the challenge. */
  async function login(user: string, guestObjects: Record<string, unknown>) {
    const codeVerifier = randomBytes(32).toString('base64url');
    const signedIn = await post(app, authPaths.signIn, {
      username: user,
      password,
      codeChallenge: codeChallengeOf(codeVerifier),
      captchaResponse: await captchaToken(app, 'login'),
    });
    const { authorizationCode } = signedIn.json() as { authorizationCode: string };
    const token = await post(app, authPaths.token, {
      type: 'Registered',
      authorizationCode,
      codeVerifier,
      guestObjects,
    });
    expect(token.statusCode).toBe(200);
    return token.json() as TestSession & { merged?: { unitsAfter: number } };
  }

  async function unitsOf(session: TestSession) {
    const created = basketOf(
      await call(app, 'POST', basketPaths.cart, { body: {}, token: session.accessToken }),
    );
    return created.items.reduce((sum, item) => sum + item.qty, 0);
  }

  it('naming a guest id without its refresh token, or with another guest’s, merges nothing', async () => {
    const victim = await guestWithBasket();
    const attacker = await guestToken(app);
    const account = await newAccount();
    const bare = await login(account, { consumerId: victim.consumerId });
    expect(bare.merged).toBeUndefined();
    const borrowed = await login(account, {
      consumerId: victim.consumerId,
      basketId: victim.basketId,
      refreshToken: attacker.refreshToken,
    });
    expect(borrowed.merged).toBeUndefined();
    expect(await unitsOf(borrowed)).toBe(0);
    const guestBasket = await call(app, 'GET', basketPaths.basket(victim.basketId), {
      token: victim.accessToken,
    });
    expect(guestBasket.statusCode).toBe(200);
  });

  it('the guest’s own refresh token proves ownership: the basket merges', async () => {
    const guest = await guestWithBasket();
    const account = await newAccount();
    const session = await login(account, {
      consumerId: guest.consumerId,
      basketId: guest.basketId,
      refreshToken: guest.refreshToken,
    });
    expect(session.merged?.unitsAfter).toBe(2);
    expect(await unitsOf(session)).toBe(2);
  });

  it('a basket id that is not the guest’s merges nothing', async () => {
    const guest = await guestWithBasket();
    const other = await guestWithBasket();
    const account = await newAccount();
    const session = await login(account, {
      consumerId: guest.consumerId,
      basketId: other.basketId,
      refreshToken: guest.refreshToken,
    });
    expect(session.merged).toBeUndefined();
  });
});

describe('password changes and refresh token reuse end other sessions', () => {
  it('a password change keeps the caller’s session and revokes every other one', async () => {
    const login = await newAccount();
    const mine = await registeredToken(app, login, password);
    const other = await registeredToken(app, login, password);
    const changed = await post(
      app,
      authPaths.changePassword,
      { oldPassword: password, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      mine.accessToken,
    );
    expect(changed.statusCode).toBe(200);
    expect((await getAs(app, consumerPaths.consumer, mine.accessToken)).statusCode).toBe(200);
    expect(errorIdOf(await getAs(app, consumerPaths.consumer, other.accessToken))).toBe('AUT401');
    const refresh = await post(app, authPaths.token, {
      type: 'Registered',
      refreshToken: other.refreshToken,
    });
    expect(errorIdOf(refresh)).toBe('AUT401');
    const refreshMine = await post(app, authPaths.token, {
      type: 'Registered',
      refreshToken: mine.refreshToken,
    });
    expect(refreshMine.statusCode).toBe(200);
  });

  it('reusing a rotated refresh token revokes its whole family, and only it', async () => {
    const login = await newAccount();
    const first = await registeredToken(app, login, password);
    const elsewhere = await registeredToken(app, login, password);
    const refresh = (refreshToken: string) =>
      post(app, authPaths.token, { type: 'Registered', refreshToken });
    const second = (await refresh(first.refreshToken)).json() as TestSession;
    const third = (await refresh(second.refreshToken)).json() as TestSession;
    expect((await getAs(app, consumerPaths.consumer, third.accessToken)).statusCode).toBe(200);
    const reuse = await refresh(first.refreshToken);
    expect([reuse.statusCode, errorIdOf(reuse)]).toEqual([401, 'AUT401']);
    expect(errorIdOf(await getAs(app, consumerPaths.consumer, third.accessToken))).toBe('AUT401');
    expect(errorIdOf(await refresh(third.refreshToken))).toBe('AUT401');
    expect((await getAs(app, consumerPaths.consumer, elsewhere.accessToken)).statusCode).toBe(200);
  });
});

describe('no account enumeration', () => {
  const lookup = (email: string, token?: string) =>
    getAs(app, `${consumerPaths.lookup}?email=${encodeURIComponent(email)}`, token);

  it('lookup needs a shopper token (none → 401 AUT401; a guest’s works)', async () => {
    const none = await lookup('registered@example.com');
    expect([none.statusCode, errorIdOf(none)]).toEqual([401, 'AUT401']);
    const guest = await guestToken(app);
    expect((await lookup('registered@example.com', guest.accessToken)).statusCode).toBe(200);
  });

  it('lookup is rate limited per shopper: the 11th in a minute → 429', async () => {
    const guest = await guestToken(app);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await lookup(`x${i}@example.com`, guest.accessToken));
    expect(answers.slice(0, 10).map((a) => a.statusCode)).not.toContain(429);
    expect(answers[10]?.statusCode).toBe(429);
    const another = await guestToken(app);
    expect((await lookup('x@example.com', another.accessToken)).statusCode).toBe(404);
  });

  it('an unknown login gets the same failure sequence as a known one', async () => {
    const known = await newAccount();
    const unknown = `nobody-${randomBytes(6).toString('hex')}@example.com`;
    const sequence = async (login: string) => {
      const answers = [];
      for (let i = 0; i < maxFailedLogins + 1; i++) answers.push(await signIn(login, 'Wrong12345'));
      return answers.map((a) => [a.statusCode, errorIdOf(a)]);
    };
    const knownCodes = await sequence(known);
    expect(knownCodes.map(([, code]) => code)).toEqual([
      'AUT401',
      'AUT401',
      'AUT401',
      'AUT426',
      'AUT423',
      'AUT423',
    ]);
    expect(await sequence(unknown)).toEqual(knownCodes);
    expect(await sequence(unknown.toUpperCase())).toEqual(knownCodes.map(() => [423, 'AUT423']));
  });
});
