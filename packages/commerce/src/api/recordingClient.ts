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

/** One scripted answer of a {@link scriptedClient}: HTTP status (default 200) and JSON body. */
export interface ScriptedAnswer {
  status?: number;
  body: unknown;
}

/** A recording client and the requests it saw, in order. */
export interface Recording {
  client: ApiClient;
  calls: RecordedCall[];
}

/**
 * For unit tests: the error envelope of the API (spec 1 §8) with one error code.
 * @param errorId e.g. `AUT409`
 * @param message the server message; defaults to the code
 */
export function errorEnvelope(errorId: string, message = errorId) {
  return {
    appId: 'storefront-mock-api',
    correlationId: 'c-1',
    errorDetails: [{ errorId, message }],
  };
}

/**
 * A real API client (base `http://api.test`) over a fake fetch that records every request and
 * answers the n-th one (0-based) with `respond(call, n)`, as JSON. No network.
 */
function clientOver(
  respond: (call: RecordedCall, index: number) => ScriptedAnswer,
  localeTag: string,
): Recording {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const { status = 200, body } = respond(call, calls.length - 1);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const locale = findLocale(localeTag);
  if (!locale) throw new Error(`unknown locale ${localeTag}`);
  return { client: createApiClient({ baseUrl: 'http://api.test', locale, fetch }), calls };
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
): Recording {
  return clientOver(
    (call) => ({ status, body: typeof answer === 'function' ? answer(call) : answer }),
    localeTag,
  );
}

/**
 * For unit tests: a {@link recordingClient} (en-US) that answers the scripted answers in order,
 * the last one repeated for every further request (an empty object when none is given).
 */
export function scriptedClient(...answers: ScriptedAnswer[]): Recording {
  return clientOver(
    (_call, index) => answers[Math.min(index, answers.length - 1)] ?? { body: {} },
    'en-us',
  );
}
