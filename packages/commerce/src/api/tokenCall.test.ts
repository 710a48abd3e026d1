import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ApiError, createApiClient } from './client';
import { callWithToken, tokenCaller, withBearer } from './tokenCall';

const found = findLocale('en-us');
if (!found) throw new Error('no en-us locale');
const locale: StorefrontLocale = found;

/** A client over a fake fetch that records each request's headers and answers `answer`. */
function clientAnswering(answer: () => Response) {
  const seen: Headers[] = [];
  const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push(new Headers(init.headers));
    return answer();
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseUrl: 'http://api.test', locale, fetch }), seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const basketId = z.object({ basketId: z.string() });

describe('withBearer', () => {
  it('adds the bearer token to the given headers, reading a function each time', () => {
    let token = 'first';
    const source = () => token;
    expect(withBearer({ 'x-a': '1' }, source)).toEqual({
      'x-a': '1',
      authorization: 'Bearer first',
    });
    token = 'second';
    expect(withBearer(undefined, source)).toEqual({ authorization: 'Bearer second' });
  });

  it('adds nothing without a token', () => {
    expect(withBearer({ 'x-a': '1' }, undefined)).toEqual({ 'x-a': '1' });
    expect(withBearer(undefined, () => undefined)).toEqual({});
    expect(withBearer(undefined, '')).toEqual({});
  });
});

describe('callWithToken', () => {
  it('sends the token with the contract headers and answers the validated body', async () => {
    const { client, seen } = clientAnswering(() => json({ basketId: 'B1', extra: true }));
    const answer = await callWithToken(client, 'tok', basketId, 'GET', '/cart/v1/cart/B1', {
      headers: { 'x-extra': 'kept' },
    });
    expect(answer).toEqual({ basketId: 'B1' });
    expect(seen[0]?.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.get('x-extra')).toBe('kept');
    expect(seen[0]?.get('x-site-id')).toBe('us');
  });

  it('sends no authorization header without a token', async () => {
    const { client, seen } = clientAnswering(() => json({ basketId: 'B1' }));
    await callWithToken(client, undefined, basketId, 'POST', '/cart/v1/cart');
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('rejects an off-contract answer with GEN500 naming the call', async () => {
    const { client } = clientAnswering(() => json({ basket: 'B1' }));
    const failure = await callWithToken(client, 'tok', basketId, 'GET', '/x').catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ errorId: 'GEN500', status: 200 });
    expect(String(failure.serverMessage)).toContain('GET /x');
  });

  it("rejects with the server's code", async () => {
    const { client } = clientAnswering(() =>
      json(
        {
          appId: 'cart-service',
          correlationId: 'c',
          errorDetails: [{ errorId: 'BSK404', message: 'Basket not found' }],
        },
        404,
      ),
    );
    await expect(callWithToken(client, 'tok', basketId, 'GET', '/x')).rejects.toMatchObject({
      errorId: 'BSK404',
      status: 404,
    });
  });
});

describe('tokenCaller', () => {
  it('binds the client and reads the token source on every call', async () => {
    let token: string | undefined = 'a';
    const { client, seen } = clientAnswering(() => json({ basketId: 'B1' }));
    const call = tokenCaller(client, () => token);
    await call(basketId, 'GET', '/x');
    token = undefined;
    await call(basketId, 'GET', '/x');
    expect(seen.map((h) => h.get('authorization'))).toEqual(['Bearer a', null]);
  });
});
