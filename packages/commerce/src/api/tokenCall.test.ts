import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ApiError } from './client';
import { recordingClient } from './recordingClient';
import { callWithToken, tokenCaller, withBearer } from './tokenCall';

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
    const { client, calls } = recordingClient({ basketId: 'B1', extra: true });
    const answer = await callWithToken(client, 'tok', basketId, 'GET', '/cart/v1/cart/B1', {
      headers: { 'x-extra': 'kept' },
    });
    expect(answer).toEqual({ basketId: 'B1' });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]?.headers.get('x-extra')).toBe('kept');
    expect(calls[0]?.headers.get('x-site-id')).toBe('us');
  });

  it('sends no authorization header without a token', async () => {
    const { client, calls } = recordingClient({ basketId: 'B1' });
    await callWithToken(client, undefined, basketId, 'POST', '/cart/v1/cart');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('rejects an off-contract answer with GEN500 naming the call', async () => {
    const { client } = recordingClient({ basket: 'B1' });
    const failure = await callWithToken(client, 'tok', basketId, 'GET', '/x').catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ errorId: 'GEN500', status: 200 });
    expect(String(failure.serverMessage)).toContain('GET /x');
  });

  it("rejects with the server's code", async () => {
    const { client } = recordingClient(
      {
        appId: 'cart-service',
        correlationId: 'c',
        errorDetails: [{ errorId: 'BSK404', message: 'Basket not found' }],
      },
      404,
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
    const { client, calls } = recordingClient({ basketId: 'B1' });
    const call = tokenCaller(client, () => token);
    await call(basketId, 'GET', '/x');
    token = undefined;
    await call(basketId, 'GET', '/x');
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer a', null]);
  });
});
