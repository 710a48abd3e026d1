import { findLocale } from '@storefront/api-contract';
import { createApiClient } from '../api/client';

/** One recorded request of the fake fetch. */
export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A scripted answer: status and JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** An error envelope with one code. */
export const envelope = (errorId: string, message = errorId) => ({
  appId: 'storefront-mock-api',
  correlationId: 'c-1',
  errorDetails: [{ errorId, message }],
});

/**
 * An API client (en-US) over a fake fetch that answers the scripted answers in order (the
 * last one repeats) and records every request.
 */
export function fakeClient(...answers: FakeAnswer[]) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;
  const locale = findLocale('en-us');
  if (!locale) throw new Error('en-us locale missing');
  return { client: createApiClient({ baseUrl: 'http://api.test', locale, fetch }), calls };
}
