import {
  type AgentLoginRequest,
  type AuthSession,
  authPaths,
  authSessionSchema,
  type GuestObjects,
  okResponseSchema,
  requestHeaders,
  resetPasswordResponseSchema,
  type SignUpRequest,
  signInResponseSchema,
  signUpResponseSchema,
  type TokenRequest,
} from '@storefront/api-contract';
import type * as z from 'zod';
import { type ApiClient, isApiError } from '../api/client';
import { type AccessTokenSource, callWithToken } from '../api/tokenCall';
import { codeChallengeFor, createCodeVerifier } from './pkce';

/** Delay before the one retry of a token call answered 409 (spec 1 §7, §9): 2000 ms. */
export const tokenRetryDelayMs = 2000;

/** Options of {@link createAuthService}. */
export interface AuthServiceOptions {
  /** Access token for the signed-in calls (change password). */
  accessToken?: AccessTokenSource;
  /** Waits `ms` milliseconds; default `setTimeout`. Tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
}

/** Sign-in credentials (spec 1 §6). */
export interface Credentials {
  username: string;
  password: string;
  /** The captcha widget's one-time response for `login` (spec 3 §7), from the browser. */
  captchaResponse: string;
}

/**
 * Authentication calls (spec 1 §6, §7 "Authentication"; spec 2 §8 AUT codes). Answers are
 * validated with the shared contract schemas; failures reject with an `ApiError`.
 */
export interface AuthService {
  /**
   * POST /token/v2/auth/token, with the spec's retry rule: a 409 is retried once after
   * 2000 ms (a second 409 rejects with `AUT409`); a 403 is tolerated and answers null.
   * Raises `AUT401` bad refresh token, `AUT404` unknown or used code, `AUT432` verifier
   * mismatch, `AUT498` consumer gone.
   */
  token(request: TokenRequest): Promise<AuthSession | null>;
  /** A new guest session (token call `{ type: 'Guest' }`); null when tolerated 403. */
  guestToken(): Promise<AuthSession | null>;
  /** Rotates a session's tokens by its refresh token; same errors as {@link AuthService.token}. */
  refresh(type: 'Guest' | 'Registered', refreshToken: string): Promise<AuthSession | null>;
  /**
   * The full PKCE login: sign-in with a fresh S256 challenge, then the Registered token
   * call with the verifier, merging `guestObjects` (guest basket, favorites, saved for
   * later). `guestObjects.refreshToken` (the guest's own refresh token) proves the guest is
   * the caller's: without it the API merges nothing. Raises `AUT403` captcha, `AUT401` credentials, `AUT426` last attempt, `AUT423`
   * locked, and the token call's codes.
   */
  login(credentials: Credentials, guestObjects?: GuestObjects): Promise<AuthSession | null>;
  /** POST /consumers-v3/auth/signin → a one-time authorization code. Codes as {@link AuthService.login}. */
  signIn(
    credentials: Credentials,
    codeChallenge: string,
  ): Promise<{ authorizationCode: string; expiresIn: number }>;
  /** POST /consumers-v3/consumer/auth/signout: revokes the refresh token (`AUT401` unknown). */
  signOut(refreshToken: string): Promise<void>;
  /**
   * POST /consumers-v3/auth/signup. Raises `AUT453` email, `FE872` short password, `API400`
   * other password rules, `FE340` confirmation, `PRO411` loyalty without birth date, `PRO410`
   * too young, `AUT439` email in use, `AUT440` phone in use.
   */
  signUp(request: SignUpRequest): Promise<{ consumerId: string; consumerNo: string }>;
  /**
   * Sign-up then automatic login (spec 3 §4 "Sign-up"): the sign-up call with a fresh PKCE
   * S256 challenge (its answer carries a one-time authorization code), then the Registered
   * token call with the verifier, merging `guestObjects`. `leadSource` (the page's query,
   * spec 3 §2) goes as the `source` header. Codes as {@link AuthService.signUp}, then the
   * token call's.
   */
  signUpAndLogin(
    request: SignUpRequest,
    options?: { guestObjects?: GuestObjects; leadSource?: string },
  ): Promise<AuthSession | null>;
  /** POST /consumers-v3/consumer/changepassword (signed in): `AUT451`, `AUT452`, `AUT450`, `FE872`, `FE340`. */
  changePassword(body: {
    oldPassword: string;
    newPassword: string;
    confirmPassword?: string;
  }): Promise<void>;
  /**
   * POST /consumers-v3/consumer/resetpassword: mails a reset link to a registered address;
   * the answer is `{ sent: true }` for known and unknown addresses alike (`AUT453` bad email).
   */
  resetPassword(email: string): Promise<{ sent: true }>;
  /** POST /consumers-v3/confirmforgotpassword: new password from the link; `AUT402` expired link. */
  confirmForgotPassword(body: {
    token: string;
    newPassword: string;
    confirmPassword?: string;
  }): Promise<void>;
  /**
   * POST /consumers-v3/consumer/agent/login: employees, with the widget's `captchaResponse`
   * (action `login`; `AUT403`); `STR404` unknown store, `AUT432` not an employee.
   */
  agentLogin(request: AgentLoginRequest): Promise<AuthSession>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates the {@link AuthService} over an API client. */
export function createAuthService(
  client: ApiClient,
  options: AuthServiceOptions = {},
): AuthService {
  const sleep = options.sleep ?? defaultSleep;
  const call = <S extends z.ZodType>(
    schema: S,
    path: string,
    body: unknown,
    token?: AccessTokenSource,
  ) => callWithToken(client, token, schema, 'POST', path, { body });

  async function token(request: TokenRequest): Promise<AuthSession | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call(authSessionSchema, authPaths.token, request);
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.status === 403) return null;
        if (error.status === 409 && attempt === 0) {
          await sleep(tokenRetryDelayMs);
          continue;
        }
        throw error;
      }
    }
  }

  const signIn: AuthService['signIn'] = (credentials, codeChallenge) =>
    call(signInResponseSchema, authPaths.signIn, { ...credentials, codeChallenge });

  return {
    token,
    guestToken: () => token({ type: 'Guest' }),
    refresh: (type, refreshToken) => token({ type, refreshToken }),
    signIn,
    async login(credentials, guestObjects) {
      const codeVerifier = createCodeVerifier();
      const { authorizationCode } = await signIn(credentials, await codeChallengeFor(codeVerifier));
      return token({
        type: 'Registered',
        authorizationCode,
        codeVerifier,
        ...(guestObjects ? { guestObjects } : {}),
      });
    },
    async signOut(refreshToken) {
      await call(okResponseSchema, authPaths.signOut, { refreshToken });
    },
    signUp: (request) => call(signUpResponseSchema, authPaths.signUp, request),
    async signUpAndLogin(request, { guestObjects, leadSource } = {}) {
      const codeVerifier = createCodeVerifier();
      const created = await callWithToken(
        client,
        undefined,
        signUpResponseSchema,
        'POST',
        authPaths.signUp,
        {
          body: { ...request, codeChallenge: await codeChallengeFor(codeVerifier) },
          ...(leadSource ? { headers: { [requestHeaders.leadSource]: leadSource } } : {}),
        },
      );
      if (!created.authorizationCode) return null;
      return token({
        type: 'Registered',
        authorizationCode: created.authorizationCode,
        codeVerifier,
        ...(guestObjects ? { guestObjects } : {}),
      });
    },
    async changePassword(body) {
      await call(okResponseSchema, authPaths.changePassword, body, options.accessToken);
    },
    resetPassword: (email) => call(resetPasswordResponseSchema, authPaths.resetPassword, { email }),
    async confirmForgotPassword(body) {
      await call(okResponseSchema, authPaths.confirmForgotPassword, body);
    },
    agentLogin: (request) => call(authSessionSchema, authPaths.agentLogin, request),
  };
}
