/**
 * The mock API mode (spec 1 §2: "A mock API mode routes calls to a mock path prefix; it is
 * disabled in production"): with `API_MOCK_MODE=1` every call of the API client goes under
 * {@link mockPathPrefix} of the backend's base URL (the mock API answers it, marking each answer
 * `x-mock-mode: on`). In production the mode is refused: the calls keep their real paths.
 */

/** The path prefix of the mock API mode. */
export const mockPathPrefix = '/mock';

/** The backend's default base URL (the local mock API). */
export const defaultApiBaseUrl = 'http://127.0.0.1:4000';

/** The environment {@link apiBaseUrlFrom} reads. */
export interface ApiBaseUrlEnv {
  /** The backend's base URL; {@link defaultApiBaseUrl} when unset. */
  MOCK_API_URL?: string | undefined;
  /** `1` or `true`: the mock API mode. */
  API_MOCK_MODE?: string | undefined;
  NODE_ENV?: string | undefined;
}

/** What {@link apiBaseUrlFrom} decided. */
export interface ApiBaseUrl {
  /** The base URL the API client is given. */
  baseUrl: string;
  /** Whether calls go to the mock path prefix. */
  mockMode: boolean;
  /** Set when the mode was asked for in production and refused. */
  refused?: string;
}

/**
 * The API client's base URL from the environment: `MOCK_API_URL` (default
 * {@link defaultApiBaseUrl}), plus {@link mockPathPrefix} when `API_MOCK_MODE` is `1` or
 * `true` and `NODE_ENV` is not `production` (spec 1 §2). Asked for in production, the mode is
 * refused (no prefix) and `refused` says why, for the host to log.
 */
export function apiBaseUrlFrom(env: ApiBaseUrlEnv): ApiBaseUrl {
  const base = (env.MOCK_API_URL?.trim() || defaultApiBaseUrl).replace(/\/+$/, '');
  const asked = /^(1|true)$/i.test(env.API_MOCK_MODE?.trim() ?? '');
  if (!asked) return { baseUrl: base, mockMode: false };
  if (env.NODE_ENV === 'production') {
    return {
      baseUrl: base,
      mockMode: false,
      refused: 'API_MOCK_MODE is refused in production: calls keep their real paths',
    };
  }
  return { baseUrl: `${base}${mockPathPrefix}`, mockMode: true };
}
