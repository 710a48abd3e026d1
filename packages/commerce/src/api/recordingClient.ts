import { findLocale } from '@storefront/api-contract';
import { type ApiClient, createApiClient } from './client';

/** One request a {@link recordingClient} saw. */
export interface RecordedCall {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

/**
 * For unit tests: a real API client (base `http://api.test`) over a fake fetch that records
 * every request and answers each with `answer` as JSON and `status` (an answer function is
 * called per request). No network.
 * @param localeTag the client's locale, e.g. `en-us`
 */
export function recordingClient(
  answer: unknown | ((call: RecordedCall) => unknown),
  status = 200,
  localeTag = 'en-us',
): { client: ApiClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const body = typeof answer === 'function' ? answer(call) : answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const locale = findLocale(localeTag);
  if (!locale) throw new Error(`unknown locale ${localeTag}`);
  return { client: createApiClient({ baseUrl: 'http://api.test', locale, fetch }), calls };
}
