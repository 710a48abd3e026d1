import { authPaths } from '@storefront/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { errorEnvelope, scriptedClient } from '../api/recordingClient';
import { createAuthService, tokenRetryDelayMs } from './authService';
import { codeChallengeFor, createCodeVerifier } from './pkce';

const session = {
  accessToken: 'A',
  refreshToken: 'R',
  tokenType: 'Bearer',
  expiresIn: 1800,
  consumerId: 'c1',
  consumerType: 'GUEST',
};

describe('createAuthService token rules (spec 1 §7)', () => {
  it('guestToken posts { type: Guest } and validates the session', async () => {
    const { client, calls } = scriptedClient({ body: session });
    await expect(createAuthService(client).guestToken()).resolves.toMatchObject({
      consumerId: 'c1',
    });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe(authPaths.token);
    expect(calls[0]?.body).toEqual({ type: 'Guest' });
  });

  it('retries a 409 once after 2000 ms', async () => {
    const sleep = vi.fn(async () => {});
    const { client, calls } = scriptedClient(
      { status: 409, body: errorEnvelope('AUT409') },
      { body: session },
    );
    const result = await createAuthService(client, { sleep }).refresh('Guest', 'R0');
    expect(result?.accessToken).toBe('A');
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(tokenRetryDelayMs);
    expect(tokenRetryDelayMs).toBe(2000);
  });

  it('a second 409 rejects with AUT409', async () => {
    const sleep = vi.fn(async () => {});
    const { client, calls } = scriptedClient({ status: 409, body: errorEnvelope('AUT409') });
    const error = await createAuthService(client, { sleep })
      .guestToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('AUT409');
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('tolerates a 403 on the token call (null, no retry)', async () => {
    const { client, calls } = scriptedClient({ status: 403, body: errorEnvelope('AUT403') });
    await expect(createAuthService(client).guestToken()).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('other token errors reject with their code', async () => {
    const { client } = scriptedClient({ status: 401, body: errorEnvelope('AUT432') });
    await expect(createAuthService(client).refresh('Registered', 'R')).rejects.toMatchObject({
      errorId: 'AUT432',
      status: 401,
    });
  });
});

describe('login (PKCE)', () => {
  it('signs in with an S256 challenge and redeems the code with its verifier', async () => {
    const { client, calls } = scriptedClient(
      { body: { authorizationCode: 'CODE', expiresIn: 300 } },
      { body: { ...session, consumerType: 'REGISTERED' } },
    );
    const result = await createAuthService(client).login(
      { username: 'u@example.com', password: 'Pw123456', captchaResponse: 'widget-response' },
      { consumerId: 'guest-1', refreshToken: 'GUEST-R' },
    );
    expect(result?.consumerType).toBe('REGISTERED');
    const signIn = calls[0]?.body as { codeChallenge: string; username: string };
    const token = calls[1]?.body as { codeVerifier: string; authorizationCode: string };
    expect(calls[0]?.url.pathname).toBe(authPaths.signIn);
    expect(token.authorizationCode).toBe('CODE');
    expect(await codeChallengeFor(token.codeVerifier)).toBe(signIn.codeChallenge);
    expect(calls[1]?.body).toMatchObject({
      type: 'Registered',
      guestObjects: { consumerId: 'guest-1', refreshToken: 'GUEST-R' },
    });
  });

  it('codeChallengeFor is base64url SHA-256 (RFC 7636 appendix B)', async () => {
    await expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(createCodeVerifier()).toMatch(/^[\w-]{43}$/);
  });

  it('sign-in errors surface with their code (AUT426 last attempt)', async () => {
    const { client } = scriptedClient({ status: 401, body: errorEnvelope('AUT426') });
    await expect(
      createAuthService(client).login({ username: 'u', password: 'p', captchaResponse: 'x' }),
    ).rejects.toMatchObject({ errorId: 'AUT426' });
  });
});

describe('account calls', () => {
  it('change password sends the bearer token', async () => {
    const { client, calls } = scriptedClient({ body: { ok: true } });
    await createAuthService(client, { accessToken: () => 'TOKEN' }).changePassword({
      oldPassword: 'a',
      newPassword: 'b',
    });
    expect(calls[0]?.url.pathname).toBe(authPaths.changePassword);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer TOKEN');
  });

  it('sign-out, reset and confirm use their paths; AUT402 surfaces', async () => {
    const { client, calls } = scriptedClient(
      { body: { ok: true } },
      { body: { sent: true } },
      { status: 400, body: errorEnvelope('AUT402') },
    );
    const auth = createAuthService(client);
    await auth.signOut('R');
    await expect(auth.resetPassword('a@b.co')).resolves.toEqual({ sent: true });
    await expect(
      auth.confirmForgotPassword({ token: 'T', newPassword: 'X' }),
    ).rejects.toMatchObject({
      errorId: 'AUT402',
    });
    expect(calls.map((c) => c.url.pathname)).toEqual([
      authPaths.signOut,
      authPaths.resetPassword,
      authPaths.confirmForgotPassword,
    ]);
  });

  it('agent login raises STR404 for an unknown store', async () => {
    const { client } = scriptedClient({ status: 404, body: errorEnvelope('STR404') });
    await expect(
      createAuthService(client).agentLogin({ username: 'e', password: 'p', storeId: '9' }),
    ).rejects.toMatchObject({ errorId: 'STR404', status: 404 });
  });
});

describe('signUpAndLogin (spec 3 §2, §7)', () => {
  it("sends the page's leadSource as the source header and logs in with the code", async () => {
    const { client, calls } = scriptedClient(
      { status: 201, body: { consumerId: 'c9', consumerNo: 'C000000009', authorizationCode: 'K' } },
      { body: { ...session, consumerType: 'REGISTERED' } },
    );
    const result = await createAuthService(client).signUpAndLogin(
      {
        login: 'noa@example.com',
        password: 'Welcome123',
        consumerId: 'c-1',
        source: { store: '0042' },
        campaignName: 'spring',
        referralCode: 'REF1',
      },
      { leadSource: 'instore' },
    );
    expect(result?.consumerType).toBe('REGISTERED');
    expect(calls[0]?.url.pathname).toBe(authPaths.signUp);
    expect(calls[0]?.headers.get('source')).toBe('instore');
    expect(calls[0]?.body).toMatchObject({
      consumerId: 'c-1',
      source: { store: '0042' },
      campaignName: 'spring',
      referralCode: 'REF1',
      codeChallenge: expect.any(String),
    });
    expect(calls[1]?.body).toMatchObject({ type: 'Registered', authorizationCode: 'K' });
  });
});
