/**
 * Start-up configuration of the mock API from the environment (read once by `main.ts`).
 */

/** Default port of the mock API (`MOCK_API_PORT`). */
export const defaultMockApiPort = 4000;

/** What {@link serverConfigFromEnv} reads. */
export interface ServerConfig {
  /** Interface to listen on (`MOCK_API_HOST`, default `127.0.0.1`). */
  host: string;
  /** Port to listen on (`MOCK_API_PORT`, default 4000). */
  port: number;
  /**
   * Public origin of the API, without a trailing slash (`MOCK_API_PUBLIC_URL`, default
   * `http://127.0.0.1:${port}`): absolute media URLs are built from it, never from the
   * request's `Host` header.
   */
  publicUrl: string;
  /** Base URL of `{{MEDIA}}` (`MOCK_API_MEDIA_URL`, default `${publicUrl}/media`). */
  mediaBaseUrl: string;
  /**
   * Origins browsers may call the API from (`MOCK_API_CORS_ORIGINS`, comma-separated;
   * default {@link defaultCorsOrigins}). An empty value allows none.
   */
  corsOrigins: string[];
}

/**
 * The local origins of the storefront (`PORT`, 3000) and the preview tool
 * (`PREVIEW_TOOL_PORT`, 3001), on `127.0.0.1` and `localhost`.
 */
export function defaultCorsOrigins(env: NodeJS.ProcessEnv = {}): string[] {
  const ports = [Number(env.PORT ?? 3000), Number(env.PREVIEW_TOOL_PORT ?? 3001)];
  return ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

/** A comma-separated list of origins, trimmed, without empty entries or trailing slashes. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The start-up configuration of `env` (see {@link ServerConfig} for each variable). */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.MOCK_API_PORT ?? defaultMockApiPort);
  const publicUrl = (env.MOCK_API_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  return {
    host: env.MOCK_API_HOST ?? '127.0.0.1',
    port,
    publicUrl,
    mediaBaseUrl: env.MOCK_API_MEDIA_URL || `${publicUrl}/media`,
    corsOrigins:
      env.MOCK_API_CORS_ORIGINS === undefined
        ? defaultCorsOrigins(env)
        : parseOrigins(env.MOCK_API_CORS_ORIGINS),
  };
}
