import { findLocale } from '@storefront/api-contract';
import { ApiError, createApiClient } from './client';
import { apiMessages } from './messages';

const locale = findLocale('en-ca')!;

interface Call {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: new URL(String(input)), init, headers: new Headers(init.headers) };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const envelope = (errorId: string, message: string, appId = 'cart-service') => ({
  appId,
  correlationId: 'server-corr',
  errorDetails: [{ errorId, message }],
});

describe('createApiClient', () => {
  it('sends the contract headers, fresh ids and the locale query', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: 1 }));
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      locale,
      brand: 'coast',
      clientApp: 'web',
      sessionId: 'sess-1',
      fetch,
    });
    await expect(client.get('/fapi/server/time')).resolves.toEqual({ ok: 1 });
    await client.get('fapi/server/time');
    const [first, second] = calls;
    expect(first?.url.toString()).toBe('http://api.test/fapi/server/time?locale=en-CA');
    expect(Object.fromEntries(first!.headers)).toMatchObject({
      'x-site-id': 'ca',
      'x-channel': 'ECOMM',
      'x-brand': 'coast',
      'x-region': 'NORA',
      'x-source': 'ECOM15',
      'x-client-app': 'web',
      'x-user-session-id': 'sess-1',
    });
    expect(first?.headers.get('x-transaction-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers.get('x-correlation-id')).not.toBe(
      second?.headers.get('x-correlation-id'),
    );
    expect(first?.headers.get('x-transaction-id')).not.toBe(
      second?.headers.get('x-transaction-id'),
    );
  });

  it('drops null and undefined query values and sends JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    const result = await client.post(
      '/cart/v1/item',
      { qty: 1 },
      { query: { a: 'x', b: null, c: undefined, d: 0, e: false }, channel: 'MAPP' },
    );
    expect(result).toBeUndefined();
    const call = calls[0]!;
    expect([...call.url.searchParams]).toEqual([
      ['locale', 'en-CA'],
      ['a', 'x'],
      ['d', '0'],
      ['e', 'false'],
    ]);
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe('{"qty":1}');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('x-channel')).toBe('MAPP');
    expect(call.headers.has('x-user-session-id')).toBe(false);
  });

  it('maps a known code to the message table and attaches status, ids', async () => {
    const { fetch, calls } = fakeFetch(() => json(envelope('BSK404', 'basket gone'), 404));
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    const error = await client.get('/cart/v1/cart/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      errorId: 'BSK404',
      message: apiMessages.BSK404,
      serverMessage: 'basket gone',
      correlationId: 'server-corr',
      appId: 'cart-service',
      method: 'GET',
    });
    expect((error as ApiError).url).toBe(calls[0]?.url.toString());
  });

  it("words the message in the client's language, naming the detail's values (spec 1 §8)", async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          appId: 'cart-service',
          correlationId: 'server-corr',
          errorDetails: [{ errorId: 'INV407', message: 'at most 2', maxQuantity: 2 }],
        },
        400,
      ),
    );
    const english = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    await expect(english.get('/cart/v1/cart/1')).rejects.toMatchObject({
      errorId: 'INV407',
      message: 'You can buy at most 2 units of this item.',
      serverMessage: 'at most 2',
    });
    const french = createApiClient({
      baseUrl: 'http://api.test',
      locale: findLocale('fr-ca')!,
      fetch,
    });
    await expect(french.get('/cart/v1/cart/1')).rejects.toMatchObject({
      message: 'Vous pouvez acheter au plus 2 exemplaires de cet article.',
    });
  });

  it("keeps the server's message for an unknown code", async () => {
    const { fetch } = fakeFetch(() => json(envelope('XYZ123', 'Custom problem'), 422));
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    await expect(client.get('/x')).rejects.toMatchObject({
      errorId: 'XYZ123',
      message: 'Custom problem',
      status: 422,
    });
  });

  it('falls back to API<status> or GEN500 without an envelope', async () => {
    let status = 405;
    const { fetch, calls } = fakeFetch(() => new Response('nope', { status }));
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    await expect(client.get('/x')).rejects.toMatchObject({ errorId: 'API405', status: 405 });
    status = 502;
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ errorId: 'GEN500', status: 502, message: apiMessages.GEN500 });
    expect(error.correlationId).toBe(calls[1]?.headers.get('x-correlation-id'));
  });

  it("raises the bot challenge on a 403 with the bot defence's appId only", async () => {
    let body: unknown = { appId: 'PXdefence', uuid: 'block-1', vid: 'v' };
    let status = 403;
    const { fetch } = fakeFetch(() => json(body, status));
    const onBotChallenge = vi.fn();
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch, onBotChallenge });
    const blocked = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(blocked).toMatchObject({
      status: 403,
      errorId: 'AUT403',
      message: apiMessages.AUT403,
      botChallenge: { appId: 'PXdefence', uuid: 'block-1' },
    });
    expect(onBotChallenge).toHaveBeenCalledTimes(1);
    expect(onBotChallenge.mock.calls[0]?.[0]).toBe(blocked);
    // The API's own 403 (an envelope, whose appId names the service), an empty appId, another
    // status: ordinary errors.
    for ([body, status] of [
      [envelope('AUT403', 'captcha', 'cart-service'), 403],
      [{ appId: '', uuid: 'x' }, 403],
      [{ appId: 'PXdefence' }, 401],
    ] as const) {
      const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
      expect(error.botChallenge).toBeUndefined();
    }
    expect(onBotChallenge).toHaveBeenCalledTimes(1);
  });

  it('times out with an ApiError of status 0', async () => {
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch, timeoutMs: 20 });
    await expect(client.get('/slow')).rejects.toMatchObject({
      status: 0,
      errorId: 'GEN500',
      serverMessage: 'Request timed out after 20 ms',
    });
  });

  it("rethrows the caller's abort and wraps network failures", async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch } = fakeFetch(({ init }) => {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    await expect(client.get('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, errorId: 'GEN500' });
  });

  it('rejects a success answer that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const client = createApiClient({ baseUrl: 'http://api.test', locale, fetch });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 200, errorId: 'GEN500' });
  });
});
