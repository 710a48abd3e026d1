import {
  type Channel,
  errorEnvelopeSchema,
  isErrorCode,
  localeQueryParam,
  requestHeaders,
  requestSource,
  type StorefrontLocale,
} from '@storefront/api-contract';
import { botChallengeOf } from '../security/botChallenge';
import { ApiError } from './ApiError';
import { messageForError } from './messages';

export { ApiError, type ApiErrorInit, isApiError } from './ApiError';

/** HTTP methods of the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query value; `null` and `undefined` are dropped (spec 2 §7). */
export type QueryValue = string | number | boolean | null | undefined;

/** Options of {@link createApiClient}. */
export interface ApiClientConfig {
  /** Base URL of the API, e.g. `http://127.0.0.1:4000` (no trailing path needed). */
  baseUrl: string;
  /** Gives the `locale` query, `x-site-id` and `x-region`. */
  locale: StorefrontLocale;
  /** `x-brand`. Default `alpine`. */
  brand?: string;
  /** `x-client-app`. Default `storefront`. */
  clientApp?: string;
  /** `x-channel`: `MAPP` in a mobile-app webview. Default `ECOMM`. */
  channel?: Channel;
  /** `x-user-session-id`, sent when set. */
  sessionId?: string;
  /** fetch implementation. Default the global `fetch`. */
  fetch?: typeof fetch;
  /** Abort a request after this many ms (0 or unset: no timeout). */
  timeoutMs?: number;
  /**
   * Called with the error of a bot-defence block: a 403 whose body carries an appId and is not
   * the API's error envelope (`botChallengeOf`, spec 1 §8).
   */
  onBotChallenge?: (error: ApiError) => void;
}

/** Options of one request. */
export interface ApiRequestOptions {
  /** Query parameters besides `locale`; null and undefined values are dropped. */
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Extra headers (override the contract headers). */
  headers?: Record<string, string>;
  /** Channel for this request only (e.g. `MAPP` on order placement). */
  channel?: Channel;
  /** Timeout for this request in ms; overrides the client's. */
  timeoutMs?: number;
  /** Caller's abort signal; an abort by it rethrows the fetch AbortError. */
  signal?: AbortSignal;
}

/** A typed JSON client of the backend contract (spec 1 §7, spec 2 §7). */
export interface ApiClient {
  /** The base URL requests go to. */
  readonly baseUrl: string;
  /** The locale whose site id, region and tag every request carries. */
  readonly locale: StorefrontLocale;
  /**
   * Sends one request and returns the parsed JSON answer (`undefined` for an empty body).
   * @throws ApiError on a non-2xx answer, a network failure, a timeout or a non-JSON body.
   */
  request<T>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
  /** GET `path`; see {@link ApiClient.request}. @throws ApiError */
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** POST `body` as JSON; see {@link ApiClient.request}. @throws ApiError */
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  /** PUT `body` as JSON; see {@link ApiClient.request}. @throws ApiError */
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  /** PATCH `body` as JSON; see {@link ApiClient.request}. @throws ApiError */
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  /** DELETE; some contract calls carry a body (`options.body`). */
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

/** Builds `baseUrl + path` with the locale query and the non-null query parameters. */
export function buildUrl(
  baseUrl: string,
  path: string,
  locale: StorefrontLocale,
  query: Record<string, QueryValue> = {},
): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  url.searchParams.set(localeQueryParam, locale.tag);
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return Symbol.for('invalid-json');
  }
}

/**
 * Creates the API client: every request carries the contract headers (site id, channel,
 * brand, region, source `ECOM15`, client app, fresh `x-transaction-id` and
 * `x-correlation-id` from `crypto.randomUUID()`, optional user session id) and the locale
 * query; bodies are JSON both ways. A failed answer becomes an {@link ApiError} built from
 * the error envelope (spec 1 §8): errorId from the first errorDetails entry, the message
 * from the message table when the code is known, else the server's. A bot-defence block (403
 * with the defence's appId, no envelope) becomes `AUT403` with `botChallenge` set and also
 * calls `onBotChallenge`.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<T> {
    const url = buildUrl(config.baseUrl, path, config.locale, options.query);
    const correlationId = crypto.randomUUID();
    const headers: Record<string, string> = {
      accept: 'application/json',
      [requestHeaders.siteId]: config.locale.siteId,
      [requestHeaders.channel]: options.channel ?? config.channel ?? 'ECOMM',
      [requestHeaders.brand]: config.brand ?? 'alpine',
      [requestHeaders.region]: config.locale.region,
      [requestHeaders.source]: requestSource,
      [requestHeaders.clientApp]: config.clientApp ?? 'storefront',
      [requestHeaders.transactionId]: crypto.randomUUID(),
      [requestHeaders.correlationId]: correlationId,
    };
    if (config.sessionId) headers[requestHeaders.userSessionId] = config.sessionId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers);

    const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'method' | 'url'>) =>
      new ApiError({ correlationId, ...init, method, url });

    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? 0;
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (options.signal?.aborted) onCallerAbort();
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      if (timedOut) {
        throw fail({
          status: 0,
          errorId: 'GEN500',
          message: messageForError('GEN500'),
          serverMessage: `Request timed out after ${timeoutMs} ms`,
          cause,
        });
      }
      if (options.signal?.aborted) throw cause;
      throw fail({ status: 0, errorId: 'GEN500', message: messageForError('GEN500'), cause });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    const data = parseJson(text);
    if (response.ok) {
      if (typeof data === 'symbol') {
        throw fail({
          status: response.status,
          errorId: 'GEN500',
          message: messageForError('GEN500'),
          serverMessage: 'The response is not JSON',
        });
      }
      return data as T;
    }

    const botChallenge = botChallengeOf(response.status, data);
    if (botChallenge) {
      const error = fail({
        status: 403,
        errorId: 'AUT403',
        message: messageForError('AUT403', undefined, { locale: config.locale.tag }),
        serverMessage: 'Blocked by the bot defence',
        appId: botChallenge.appId,
        botChallenge,
      });
      config.onBotChallenge?.(error);
      throw error;
    }
    const envelope = errorEnvelopeSchema.safeParse(data);
    const detail = envelope.success ? envelope.data.errorDetails[0] : undefined;
    const fallbackId = `API${response.status}`;
    const errorId = detail?.errorId ?? (isErrorCode(fallbackId) ? fallbackId : 'GEN500');
    const error = fail({
      status: response.status,
      errorId,
      message: messageForError(errorId, detail?.message, {
        locale: config.locale.tag,
        ...(detail ? { details: detail } : {}),
      }),
      serverMessage: detail?.message,
      correlationId:
        (envelope.success ? envelope.data.correlationId : undefined) ||
        response.headers.get(requestHeaders.correlationId) ||
        correlationId,
      appId: envelope.success ? envelope.data.appId : undefined,
    });
    throw error;
  }

  return {
    baseUrl: config.baseUrl,
    locale: config.locale,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
