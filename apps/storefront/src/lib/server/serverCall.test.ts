import { type BasketResponse, findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { ApiError, messageForError } from '@storefront/commerce';
import type { SessionSnapshot } from '../session/session';
import { forwardLocale, localeHeader, localeOfHeaders, localeOfPath } from './requestLocale';
import { createServerCall, type ServerCallDeps } from './serverCall';

vi.mock('server-only', () => ({}));

const enUs = findLocale('en-us') as StorefrontLocale;
const frCa = findLocale('fr-ca') as StorefrontLocale;

const apiError = (errorId: string, status = 400, serverMessage?: string) =>
  new ApiError({
    status,
    errorId,
    message: messageForError(errorId, serverMessage),
    ...(serverMessage ? { serverMessage } : {}),
  });

const basketOf = (basketId: string, productIds: string[] = []) =>
  ({
    basketId,
    totalItems: productIds.length,
    items: productIds.map((productId, i) => ({ id: `item-${i}`, productId })),
  }) as unknown as BasketResponse;

/** Fake dependencies: a session with a fresh token and the basket cookie `B1`. */
function fakes(overrides: Partial<ServerCallDeps> = {}, session: Partial<SessionSnapshot> = {}) {
  let created = 0;
  const calls = {
    renew: vi.fn(async () => 'T2'),
    guest: vi.fn(async () => 'G1'),
    written: [] as string[],
    added: [] as { cartId: string; productId: string }[],
    log: vi.fn(),
  };
  const deps: ServerCallDeps = {
    requestLocale: async () => enUs,
    readSession: async () => ({
      accessToken: 'T1',
      fresh: true,
      signedIn: false,
      basketId: 'B1',
      ...session,
    }),
    accessTokenFor: async () => 'T1',
    renewAccessToken: calls.renew,
    newGuestSession: calls.guest,
    writeBasketId: async (id) => {
      calls.written.push(id);
    },
    services: () =>
      ({
        client: {},
        checkout: {},
        basket: {
          createBasket: async () => basketOf(`NEW${++created}`),
          addItem: async ({ cartId, productId }: { cartId: string; productId: string }) => {
            calls.added.push({ cartId, productId });
            return basketOf(cartId, [productId]);
          },
        },
      }) as unknown as ReturnType<ServerCallDeps['services']>,
    log: calls.log,
    ...overrides,
  };
  return { deps, calls };
}

describe('serverCall', () => {
  it('answers the call as { ok: true, ...data } on the cookie basket, writing nothing', async () => {
    const { deps, calls } = fakes();
    const serverCall = createServerCall(deps);
    const result = await serverCall(
      'cart.load',
      async ({ basketId, locale, token }) => ({
        basket: basketOf(basketId),
        seen: `${locale.path}/${token}`,
      }),
      { basket: {} },
    );
    expect(result).toEqual({ ok: true, basket: basketOf('B1'), seen: 'en-us/T1' });
    expect(calls.written).toEqual([]);
    expect(calls.log).not.toHaveBeenCalled();
  });

  it('AUT401: a new token (refreshed or guest) and the call once more', async () => {
    const { deps, calls } = fakes();
    let attempts = 0;
    const result = await createServerCall(deps)('checkout.load', async () => {
      attempts += 1;
      if (attempts === 1) throw apiError('AUT401', 401);
      return { done: true };
    });
    expect(result).toEqual({ ok: true, done: true });
    expect(attempts).toBe(2);
    expect(calls.renew).toHaveBeenCalledWith(enUs);
  });

  it('AUT401 twice: retried once only, answered as AUT401', async () => {
    const { deps, calls } = fakes();
    let attempts = 0;
    const result = await createServerCall(deps)('cart.add', async () => {
      attempts += 1;
      throw apiError('AUT401', 401);
    });
    expect(attempts).toBe(2);
    expect(calls.renew).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, code: 'AUT401' });
  });

  it("AUT498: a new guest session and a new basket, answered as AUT498 with the table's message", async () => {
    const { deps, calls } = fakes();
    const result = await createServerCall(deps)(
      'checkout.placeOrder',
      async () => {
        throw apiError('AUT498', 403);
      },
      { basket: {} },
    );
    expect(result).toEqual({ ok: false, code: 'AUT498', message: messageForError('AUT498') });
    expect(calls.guest).toHaveBeenCalledWith(enUs);
    expect(calls.written).toEqual(['NEW1']);
  });

  it('BSK404: a new basket, the persisted items added again, the call once more, the notice', async () => {
    const { deps, calls } = fakes();
    const seen: { basketId: string; rebuilt?: BasketResponse }[] = [];
    const result = await createServerCall(deps)(
      'cart.update',
      async ({ basketId, rebuilt }) => {
        seen.push({ basketId, ...(rebuilt ? { rebuilt } : {}) });
        if (basketId === 'B1') throw apiError('BSK404', 404);
        return { basket: rebuilt ?? basketOf(basketId) };
      },
      { basket: { recovery: [{ productId: 'P1', qty: 1 }, { bad: true }] } },
    );
    expect(seen.map((s) => s.basketId)).toEqual(['B1', 'NEW1']);
    expect(calls.added).toEqual([{ cartId: 'NEW1', productId: 'P1' }]);
    expect(calls.written).toEqual(['NEW1']);
    expect(result).toMatchObject({
      ok: true,
      basket: { basketId: 'NEW1' },
      notice: messageForError('BSK404'),
    });
  });

  it('the same recovery for a checkout write as for the cart (BSK404 gives a new basket)', async () => {
    const { deps, calls } = fakes();
    const result = await createServerCall(deps)(
      'checkout.shippingAddress',
      async ({ basketId }) => {
        if (basketId === 'B1') throw apiError('BSK404', 404);
        return { basket: basketOf(basketId) };
      },
      { basket: {} },
    );
    expect(result).toMatchObject({ ok: true, notice: messageForError('BSK404') });
    expect(calls.written).toEqual(['NEW1']);
  });

  it('no basket cookie: a new basket, stored, no notice', async () => {
    const { deps, calls } = fakes({}, { basketId: undefined });
    const result = await createServerCall(deps)(
      'cart.add',
      async ({ basketId }) => ({ basket: basketOf(basketId) }),
      { basket: { recovery: [{ productId: 'P1', qty: 1 }] } },
    );
    expect(result).toEqual({ ok: true, basket: basketOf('NEW1') });
    expect(calls.added).toEqual([]);
    expect(calls.written).toEqual(['NEW1']);
  });

  it('no basket cookie and a first call given: that one call (cartWithItem), its basket stored', async () => {
    const { deps, calls } = fakes({}, { basketId: undefined });
    const call = vi.fn(async ({ basketId }: { basketId: string }) => ({
      basket: basketOf(basketId),
    }));
    const result = await createServerCall(deps)('cart.add', call, {
      basket: {
        recovery: [],
        withoutBasket: async ({ token }) => ({ basket: basketOf(`WITH-${token}`, ['P1']) }),
      },
    });
    expect(result).toEqual({ ok: true, basket: basketOf('WITH-T1', ['P1']) });
    expect(call).not.toHaveBeenCalled();
    expect(calls.written).toEqual(['WITH-T1']);
    // With a basket cookie the first call is not used; a lost basket still takes the recovery.
    const kept = fakes();
    const lost = vi.fn(async ({ basketId }: { basketId: string }) => {
      if (basketId === 'B1') throw apiError('BSK404', 404);
      return { basket: basketOf(basketId) };
    });
    const unused = vi.fn(async () => ({ basket: basketOf('WITH') }));
    const recovered = await createServerCall(kept.deps)('cart.add', lost, {
      basket: { withoutBasket: unused },
    });
    expect(recovered).toMatchObject({
      ok: true,
      basket: { basketId: 'NEW1' },
      notice: expect.any(String),
    });
    expect(unused).not.toHaveBeenCalled();
  });

  it('a failed first call (out of stock) stores no basket and answers its code', async () => {
    const { deps, calls } = fakes({}, { basketId: undefined });
    const result = await createServerCall(deps)(
      'cart.add',
      async ({ basketId }) => ({ basket: basketOf(basketId) }),
      {
        basket: {
          withoutBasket: async () => {
            throw apiError('INV700', 400);
          },
        },
      },
    );
    expect(result).toMatchObject({ ok: false, code: 'INV700' });
    expect(calls.written).toEqual([]);
  });

  it('maps an API error to its code and the spec 1 §8 message, with the field and the server message', async () => {
    const { deps } = fakes();
    const call = createServerCall(deps);
    expect(
      await call('cart.coupon', async () => {
        throw apiError('PRM130', 400, 'Coupon expired');
      }),
    ).toEqual({
      ok: false,
      code: 'PRM130',
      message: messageForError('PRM130', 'Coupon expired'),
      serverMessage: 'Coupon expired',
      field: 'coupon',
    });
    expect(
      await call('cart.giftCard', async () => {
        throw apiError('GFC410');
      }),
    ).toMatchObject({ code: 'GFC410', field: 'giftCard' });
    expect(
      await call('cart.add', async () => {
        throw new TypeError('boom');
      }),
    ).toEqual({ ok: false, code: 'GEN500', message: messageForError('GEN500') });
  });

  it('hands a bot-defence block to the browser as AUT403 with its challenge (spec 1 §8)', async () => {
    const { deps } = fakes();
    const blocked = new ApiError({
      status: 403,
      errorId: 'AUT403',
      message: messageForError('AUT403'),
      appId: 'PXa',
      botChallenge: { appId: 'PXa', uuid: 'u1' },
    });
    expect(
      await createServerCall(deps)('cart.add', async () => {
        throw blocked;
      }),
    ).toEqual({
      ok: false,
      code: 'AUT403',
      message: messageForError('AUT403'),
      challenge: { appId: 'PXa', uuid: 'u1' },
    });
  });

  it("answers in the request locale's language", async () => {
    const fr = { locale: 'fr-CA' };
    const { deps } = fakes({ requestLocale: async () => frCa });
    // The API client of the request's locale words its errors (details filled in).
    const worded = new ApiError({
      status: 400,
      errorId: 'INV407',
      message: messageForError('INV407', undefined, { ...fr, details: { maxQuantity: 2 } }),
    });
    const call = createServerCall(deps);
    expect(
      await call('cart.add', async () => {
        throw worded;
      }),
    ).toMatchObject({ code: 'INV407', message: worded.message });
    // A failure that is not the API's is worded here, in the same language.
    expect(
      await call('cart.add', async () => {
        throw new TypeError('boom');
      }),
    ).toMatchObject({ code: 'GEN500', message: messageForError('GEN500', undefined, fr) });
    expect(messageForError('GEN500', undefined, fr)).not.toBe(messageForError('GEN500'));
  });

  it('logs a failure through the structured logger: warn, the event, the locale, the error', async () => {
    const { deps, calls } = fakes();
    const error = apiError('INV407', 400, 'max 2');
    await createServerCall(deps)('cart.add', async () => {
      throw error;
    });
    expect(calls.log).toHaveBeenCalledWith({
      level: 'warn',
      event: 'cart.add',
      locale: enUs,
      error,
    });
  });

  it('a failure the call answers itself passes through, and fail() logs under a sub-event', async () => {
    const { deps, calls } = fakes();
    const result = await createServerCall(deps)('checkout.placeOrder', async ({ fail }) => ({
      ...fail(apiError('INV700'), 'items'),
      basket: basketOf('B1'),
    }));
    expect(result).toMatchObject({ ok: false, code: 'INV700', basket: { basketId: 'B1' } });
    expect(calls.log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'checkout.placeOrder.items' }),
    );
  });

  it('takes the locale from the request: none or unknown answers API400, no call made', async () => {
    const { deps } = fakes({ requestLocale: async () => undefined });
    const call = vi.fn();
    expect(await createServerCall(deps)('cart.add', call)).toMatchObject({
      ok: false,
      code: 'API400',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('an explicit locale (a route segment) wins over the request', async () => {
    const { deps } = fakes({ requestLocale: async () => undefined });
    const result = await createServerCall(deps)(
      'cart.read',
      async ({ locale }) => ({ path: locale.path }),
      {
        locale: frCa,
      },
    );
    expect(result).toEqual({ ok: true, path: 'fr-ca' });
  });

  describe('read mode (a server component: no cookie writes)', () => {
    it('reads the cookie basket with the cookie token', async () => {
      const { deps, calls } = fakes();
      const result = await createServerCall(deps)(
        'cart.read',
        async ({ basketId, token }) => ({ basket: basketOf(basketId), token }),
        { basket: {}, mode: 'read' },
      );
      expect(result).toMatchObject({ ok: true, basket: { basketId: 'B1' }, token: 'T1' });
      expect(calls.written).toEqual([]);
    });

    it('an expired token or no basket: answered without a call', async () => {
      const call = vi.fn();
      const stale = fakes({}, { fresh: false });
      expect(
        await createServerCall(stale.deps)('cart.read', call, { basket: {}, mode: 'read' }),
      ).toMatchObject({ ok: false, code: 'AUT401' });
      const none = fakes({}, { basketId: undefined });
      expect(
        await createServerCall(none.deps)('cart.read', call, { basket: {}, mode: 'read' }),
      ).toMatchObject({ ok: false, code: 'BSK404' });
      expect(call).not.toHaveBeenCalled();
    });

    it('no recovery: AUT401, AUT498 and BSK404 are answered as they are', async () => {
      for (const code of ['AUT401', 'AUT498', 'BSK404']) {
        const { deps, calls } = fakes();
        const result = await createServerCall(deps)(
          'cart.read',
          async () => {
            throw apiError(code);
          },
          { basket: {}, mode: 'read' },
        );
        expect(result).toMatchObject({ ok: false, code });
        expect(calls.renew).not.toHaveBeenCalled();
        expect(calls.guest).not.toHaveBeenCalled();
        expect(calls.written).toEqual([]);
      }
    });
  });

  it('a call without a token (sign-in): AUT401 means wrong credentials, not retried', async () => {
    const { deps, calls } = fakes();
    let attempts = 0;
    const result = await createServerCall(deps)(
      'auth.signIn',
      async ({ token }) => {
        attempts += 1;
        expect(token).toBe('');
        throw apiError('AUT401', 401);
      },
      { token: false },
    );
    expect(result).toMatchObject({ ok: false, code: 'AUT401' });
    expect(attempts).toBe(1);
    expect(calls.renew).not.toHaveBeenCalled();
  });
});

describe('the request locale', () => {
  it('the proxy forwards the first path segment when it is a served locale', () => {
    const headers = new Headers({ [localeHeader]: 'fr-ca' });
    forwardLocale(headers, '/en-us/cart');
    expect(headers.get(localeHeader)).toBe('en-us');
    forwardLocale(headers, '/api/stores/places');
    expect(headers.has(localeHeader)).toBe(false);
    headers.set(localeHeader, 'en-us');
    forwardLocale(headers, '/xx-yy/cart');
    expect(headers.has(localeHeader)).toBe(false);
  });

  it('reads and validates the header with findLocale', () => {
    expect(localeOfPath('/FR-CA/checkout')?.path).toBe('fr-ca');
    expect(localeOfHeaders(new Headers({ [localeHeader]: 'en-gb' }))?.tag).toBe('en-GB');
    expect(localeOfHeaders(new Headers({ [localeHeader]: 'xx-yy' }))).toBeUndefined();
    expect(localeOfHeaders(new Headers())).toBeUndefined();
  });

  it("the app's serverCall takes its locale from Next's request headers", async () => {
    vi.resetModules();
    let header = 'xx-yy';
    vi.doMock('next/headers', () => ({
      headers: async () => new Headers({ [localeHeader]: header }),
      cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
    }));
    try {
      const { serverCall } = await import('./serverCall');
      const call = vi.fn(async ({ locale }: { locale: StorefrontLocale }) => ({
        path: locale.path,
      }));
      expect(await serverCall('cart.quickShop', call, { token: false })).toMatchObject({
        ok: false,
        code: 'API400',
      });
      expect(call).not.toHaveBeenCalled();
      header = 'fr-ca';
      expect(await serverCall('cart.quickShop', call, { token: false })).toEqual({
        ok: true,
        path: 'fr-ca',
      });
    } finally {
      vi.doUnmock('next/headers');
      vi.resetModules();
    }
  });
});
