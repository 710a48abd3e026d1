import { findLocale } from '@storefront/api-contract';
import { ApiError } from '@storefront/commerce';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The express Server Actions over fake services (spec 3 §4, §7, §8): which calls each step
 * makes, with which payloads, what it answers, and what the flow cookie holds.
 */

vi.mock('server-only', () => ({}));

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () =>
    new Headers({
      'x-next-intl-locale': 'en-us',
      referer: 'http://127.0.0.1:3000/en-us/p/trail-runner-ALP1001M',
    }),
}));
vi.mock('../security/origin', () => ({ storefrontOrigin: async () => 'http://127.0.0.1:3000' }));
vi.mock('../checkout/associateSession', () => ({ readInStoreSession: async () => undefined }));
vi.mock('../checkout/channel', () => ({ channelOf: async () => 'ECOMM' }));
const writeBasketId = vi.fn(async (_id: string) => undefined);
vi.mock('../session/session', () => ({ writeBasketId }));
vi.mock('@storefront/commerce/server', () => ({
  createStoreService: () => ({
    getCountryList: async () => ({
      countries: [
        { code: 'US', name: 'US', dialCode: '1', shipping: true, billing: true },
        { code: 'CA', name: 'CA', dialCode: '1', shipping: true, billing: true },
      ],
    }),
  }),
}));

const locale = findLocale('en-us');
if (!locale) throw new Error('no en-us locale');

const basketOf = (basketId: string, extra: object = {}) => ({
  basketId,
  currency: 'USD',
  items: [{ id: 'I1' }],
  shipments: [{ shipmentId: 'me', shippingMethod: { code: 'standard', price: 8 } }],
  payment_instruments: [],
  totals: { itemTotal: 100, shipping: 8, tax: 8.64, totalDiscount: 0, total: 116.64 },
  ...extra,
});
const methods = {
  shippingId: 'me',
  applicableShippingMethods: [{ code: 'standard', price: 8, deliveryTime: '3-5 days' }],
  selected: 'standard',
};

function fakeServices() {
  return {
    basket: {
      createExpressBasket: vi.fn(async () => basketOf('E1')),
      deleteExpressBasket: vi.fn(async (_id: string) => undefined),
      addItem: vi.fn(async (_r: object) => basketOf('E1')),
      getBasket: vi.fn(async (id: string) => basketOf(id)),
      applyCoupon: vi.fn(async (_r: object) => basketOf('E1')),
      createBasket: vi.fn(async () => basketOf('NEW')),
    },
    checkout: {
      getPaymentSession: vi.fn(async (_q: object) => ({
        success: true,
        provider: 'applepay',
        locale: 'en-US',
        sessionId: 'ps_1',
        meta: { merchantSession: { sessionId: 'ps_1' } },
      })),
      getShippingMethods: vi.fn(async () => methods),
      setShippingAddress: vi.fn(async (id: string, _r: object) => basketOf(id)),
      removeShippingAddress: vi.fn(async (id: string) => basketOf(id)),
      setShippingMethod: vi.fn(async (_r: object) => basketOf('E1')),
      prepareOrder: vi.fn(async (id: string) => basketOf(id)),
      addPaymentInstrument: vi.fn(async (id: string, _r: object) => basketOf(id)),
      removePaymentInstrument: vi.fn(async (id: string, _p: string) => basketOf(id)),
      placeOrder: vi.fn(async (_r: object) => ({ orderNumber: 'ALP10000001', st: 'created' })),
    },
  };
}
let services = fakeServices();

// serverCall over the fakes: an ApiError thrown by the call is answered as its code.
vi.mock('../server/serverCall', () => ({
  serverCall: async (_event: string, call: (c: object) => Promise<object>) => {
    const fail = (error: unknown) => ({
      ok: false,
      code: error instanceof ApiError ? error.errorId : 'GEN500',
      message: error instanceof Error ? error.message : 'failed',
      ...(error instanceof ApiError && error.serverMessage
        ? { serverMessage: error.serverMessage }
        : {}),
    });
    try {
      const session = { fresh: true, signedIn: false, basketId: 'CART' };
      const context = { ...services, locale, session, client: {}, token: 'T', fail };
      // A basket call (`{ basket }` option) works on the shopper's basket, the cookie's.
      const value = await call({ ...context, basketId: 'CART' });
      return 'ok' in value && value.ok === false ? value : { ok: true, ...value };
    } catch (error) {
      return fail(error);
    }
  },
}));

vi.resetModules();
const actions = await import('./actions');
const { expressCookieNames } = await import('./flowState');

const flowCookie = () => JSON.parse(jar.get(expressCookieNames.flow) ?? 'null');
const shipping = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  emailAddress: 'ada@example.com',
  phoneNumber: '3035550100',
  addressLines: ['1550 Wewatta St'],
  locality: 'Denver',
  postalCode: '80202',
  countryCode: 'US',
};

beforeEach(() => {
  jar.clear();
  services = fakeServices();
  writeBasketId.mockClear();
  vi.unstubAllEnvs();
});

describe('startExpressAction (spec 3 §4 step 2)', () => {
  it('from the product page: an express basket with one unit, the wallet session, the promo applied and cleared', async () => {
    jar.set(expressCookieNames.autoPromo, 'WELCOME10');
    const answer = await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'wallet');
    expect(answer).toMatchObject({
      ok: true,
      session: {
        sessionId: 'ps_1',
        merchantSession: { sessionId: 'ps_1' },
        storeCountry: 'US',
        billingCountries: ['US', 'CA'],
        selectedMethod: 'standard',
        shippingMethods: [{ code: 'standard', amount: 8, detail: '3-5 days' }],
      },
    });
    expect(services.basket.addItem).toHaveBeenCalledWith({
      cartId: 'E1',
      productId: 'V1',
      qty: 1,
      maxQty: 1,
    });
    expect(services.checkout.getPaymentSession).toHaveBeenCalledWith({
      cartId: 'E1',
      paymentMethodId: 'DW_APPLE_PAY',
      referer: '/en-us/p/trail-runner-ALP1001M',
    });
    expect(services.basket.applyCoupon).toHaveBeenCalledWith({ cartId: 'E1', code: 'WELCOME10' });
    expect(jar.has(expressCookieNames.autoPromo)).toBe(false);
    expect(flowCookie()).toMatchObject({
      source: 'product',
      method: 'wallet',
      basketId: 'E1',
      sessionId: 'ps_1',
      storeContext: '/en-us/p/trail-runner-ALP1001M',
    });
  });

  it('deletes the express basket when a step fails, and answers the kind', async () => {
    services.checkout.getShippingMethods.mockRejectedValue(
      new ApiError({ status: 404, errorId: 'SHP404', message: 'No method' }),
    );
    const answer = await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'paypal');
    expect(answer).toMatchObject({ ok: false, kind: 'shipping', code: 'SHP404' });
    expect(services.basket.deleteExpressBasket).toHaveBeenCalledWith('E1');
    expect(jar.has(expressCookieNames.flow)).toBe(false);
  });

  it('is refused when the flag is off or the provider is not ADYEN (spec 3 §6)', async () => {
    vi.stubEnv('STOREFRONT_EXPRESS', 'off');
    const off = await actions.startExpressAction({ kind: 'basket', place: 'cart' }, 'wallet');
    expect(off).toMatchObject({ ok: false, kind: 'unknown', code: 'API400' });
    // On in other locales only: the request's (en-us) is off.
    vi.stubEnv('STOREFRONT_EXPRESS', 'en-ca,fr-ca');
    expect(
      await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'wallet'),
    ).toMatchObject({ ok: false, code: 'API400' });
    expect(services.basket.createExpressBasket).not.toHaveBeenCalled();
    vi.stubEnv('STOREFRONT_EXPRESS', 'en-ca,en-us');
    expect(
      await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'wallet'),
    ).toMatchObject({ ok: true });
    vi.stubEnv('STOREFRONT_EXPRESS', 'on');
    vi.stubEnv('PAYMENT_PROVIDER', 'adyen');
    expect(
      await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'wallet'),
    ).toMatchObject({ ok: true });
    vi.stubEnv('PAYMENT_PROVIDER', 'OTHER');
    services.basket.createExpressBasket.mockClear();
    expect(
      await actions.startExpressAction({ kind: 'basket', place: 'cart' }, 'wallet'),
    ).toMatchObject({ ok: false });
    expect(services.basket.createExpressBasket).not.toHaveBeenCalled();
  });
});

describe('the sheet steps and authorisation (spec 3 §4 steps 3-5)', () => {
  beforeEach(async () => {
    await actions.startExpressAction({ kind: 'basket', place: 'miniCart' }, 'wallet');
  });

  it('sets the redacted contact with APPLE_PAY_EXPRESS; a foreign country answers country without a call', async () => {
    const sheet = await actions.expressShippingContactAction(shipping);
    expect(sheet).toMatchObject({ ok: true, selectedMethod: 'standard' });
    expect(services.checkout.setShippingAddress).toHaveBeenCalledWith('CART', {
      countryCode: 'US',
      postalCode: '80202',
      city: 'Denver',
      shippingId: 'me',
      context: 'APPLE_PAY_EXPRESS',
    });
    services.checkout.setShippingAddress.mockClear();
    const foreign = await actions.expressShippingContactAction({ ...shipping, countryCode: 'FR' });
    expect(foreign).toMatchObject({ ok: false, kind: 'country', code: 'PAY401' });
    expect(services.checkout.setShippingAddress).not.toHaveBeenCalled();
  });

  it('maps a CHK320 city answer to cityLength', async () => {
    services.checkout.setShippingAddress.mockRejectedValue(
      new ApiError({
        status: 400,
        errorId: 'CHK320',
        message: 'Address invalid',
        serverMessage: 'city must have at most 50 characters',
      }),
    );
    expect(await actions.expressShippingContactAction(shipping)).toMatchObject({
      ok: false,
      kind: 'cityLength',
    });
  });

  it('authorises: the contacts checked, the address set, prepared, DW_APPLE_PAY, the order placed', async () => {
    const billing = { ...shipping, emailAddress: undefined, phoneNumber: undefined };
    const answer = await actions.authorizeExpressAction({
      shippingContact: shipping,
      billingContact: billing,
      paymentData: 'simulated:approved:ps_1',
      recaptcha_response: 'captcha',
    });
    expect(answer).toEqual({ ok: true, orderNumber: 'ALP10000001' });
    expect(services.checkout.setShippingAddress).toHaveBeenCalledWith(
      'CART',
      expect.objectContaining({ addressLine1: '1550 Wewatta St', context: 'APPLE_PAY_EXPRESS' }),
    );
    expect(services.checkout.prepareOrder).toHaveBeenCalledWith('CART');
    expect(services.checkout.addPaymentInstrument).toHaveBeenCalledWith('CART', {
      payment_method_id: 'DW_APPLE_PAY',
      additionalDetails: { paymentData: 'simulated:approved:ps_1', sessionId: 'ps_1' },
    });
    expect(services.checkout.placeOrder).toHaveBeenCalledWith({
      cartId: 'CART',
      billingAddress: expect.objectContaining({ email: 'ada@example.com', countryCode: 'US' }),
      paymentMethod: {
        code: 'DW_APPLE_PAY',
        additionalData: { sessionId: 'ps_1', paymentData: 'simulated:approved:ps_1' },
      },
      recaptcha_response: 'captcha',
    });
  });

  it('an invalid billing contact is a field error, nothing sent; a declined payment is unknown', async () => {
    const bad = await actions.authorizeExpressAction({
      shippingContact: shipping,
      billingContact: { ...shipping, familyName: '' },
      paymentData: 'x',
    });
    expect(bad).toMatchObject({
      ok: false,
      kind: 'contact',
      contact: 'billing',
      field: 'familyName',
    });
    expect(services.checkout.prepareOrder).not.toHaveBeenCalled();
    services.checkout.placeOrder.mockRejectedValue(
      new ApiError({ status: 402, errorId: 'PYT402', message: 'Declined' }),
    );
    const declined = await actions.authorizeExpressAction({
      shippingContact: shipping,
      billingContact: shipping,
      paymentData: 'simulated:declined',
    });
    expect(declined).toMatchObject({ ok: false, kind: 'unknown', code: 'PYT402' });
  });

  it('cancel puts the cart back: no address, the method, no wallet instrument', async () => {
    services.basket.getBasket.mockResolvedValue(
      basketOf('CART', {
        payment_instruments: [
          { payment_instrument_id: 'P1', payment_method_id: 'DW_APPLE_PAY', amount: 1 },
        ],
      }),
    );
    await actions.cancelExpressAction();
    expect(services.checkout.removePaymentInstrument).toHaveBeenCalledWith('CART', 'P1');
    expect(services.checkout.removeShippingAddress).toHaveBeenCalledWith('CART');
    expect(services.checkout.setShippingMethod).toHaveBeenCalledWith({
      cartId: 'CART',
      code: 'standard',
      shippingId: 'me',
    });
    expect(jar.has(expressCookieNames.flow)).toBe(false);
  });

  it('finalise resets the cart that paid and answers the confirmation', async () => {
    expect(await actions.finaliseExpressAction('ALP10000001')).toEqual({
      href: '/en-us/order-confirmation?order=ALP10000001',
    });
    expect(writeBasketId).toHaveBeenCalledWith('NEW');
  });
});

describe('cancel with a home address of before (spec 3 §4; spec 1 §7 captcha)', () => {
  const flow = (address: object) =>
    JSON.stringify({
      source: 'basket',
      method: 'wallet',
      basketId: 'CART',
      sessionId: 'S1',
      before: { address, method: 'standard' },
    });
  const typed = { firstName: 'Ada', addressLine1: '1 Main St', city: 'Denver' };

  it('sets the address of before again', async () => {
    jar.set(expressCookieNames.flow, flow(typed));
    await actions.cancelExpressAction();
    expect(services.checkout.setShippingAddress).toHaveBeenCalledWith('CART', {
      ...typed,
      shippingId: 'me',
    });
    expect(services.checkout.removeShippingAddress).not.toHaveBeenCalled();
  });

  it("a guest's cancel sends the browser's captcha answer with the address of before", async () => {
    jar.set(expressCookieNames.flow, flow(typed));
    await actions.cancelExpressAction({ recaptcha_response: 'test-token-1' });
    expect(services.checkout.setShippingAddress).toHaveBeenCalledWith('CART', {
      ...typed,
      shippingId: 'me',
      recaptcha_response: 'test-token-1',
    });
    expect(services.checkout.removeShippingAddress).not.toHaveBeenCalled();
  });

  it("refused (a guest's address needs the captcha, AUT403): the wallet's address goes", async () => {
    jar.set(expressCookieNames.flow, flow(typed));
    services.checkout.setShippingAddress.mockRejectedValueOnce(
      new ApiError({ status: 403, errorId: 'AUT403', message: 'Captcha response missing' }),
    );
    await actions.cancelExpressAction();
    expect(services.checkout.removeShippingAddress).toHaveBeenCalledWith('CART');
    expect(services.checkout.setShippingMethod).toHaveBeenCalled();
  });
});

describe('product page cancel and finalise; PayPal', () => {
  it('cancel deletes the express basket; finalise keeps the cart and adds storeContext', async () => {
    await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'wallet');
    await actions.cancelExpressAction();
    expect(services.basket.deleteExpressBasket).toHaveBeenCalledWith('E1');
    await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'wallet');
    const { href } = await actions.finaliseExpressAction('ALP10000001');
    expect(href).toBe(
      '/en-us/order-confirmation?order=ALP10000001&storeContext=%2Fen-us%2Fp%2Ftrail-runner-ALP1001M',
    );
    expect(writeBasketId).not.toHaveBeenCalled();
  });

  it('PayPal: an incomplete address answers incompleteAddress; details place with PAYPAL', async () => {
    await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'paypal');
    expect(services.checkout.getPaymentSession).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'paypal' }),
    );
    expect(await actions.paypalAuthorizedAction(shipping)).toMatchObject({ ok: true });
    expect(services.checkout.setShippingAddress).toHaveBeenCalledWith(
      'E1',
      expect.objectContaining({ phone: '3035550100', context: 'PAYPAL_EXPRESS' }),
    );
    services.basket.getBasket.mockResolvedValue(
      basketOf('E1', {
        shipments: [
          {
            shipmentId: 'me',
            shippingAddress: {
              firstName: 'Ada',
              city: 'Denver',
              shippingId: 'me',
              context: 'PAYPAL_EXPRESS',
            },
          },
        ],
      }),
    );
    const placed = await actions.paypalDetailsAction({ paymentData: 'simulated:approved' });
    expect(placed).toEqual({ ok: true, orderNumber: 'ALP10000001' });
    expect(services.checkout.placeOrder).toHaveBeenCalledWith({
      cartId: 'E1',
      billingAddress: { firstName: 'Ada', city: 'Denver' },
      paymentMethod: {
        code: 'PAYPAL',
        additionalData: { sessionId: 'ps_1', paymentData: 'simulated:approved' },
      },
    });
    // A wallet step in a PayPal flow is refused.
    expect(
      await actions.authorizeExpressAction({
        shippingContact: shipping,
        billingContact: shipping,
        paymentData: 'x',
      }),
    ).toMatchObject({ ok: false, code: 'BSK404' });
  });

  it('PayPal from the product page, incomplete address: the item goes into the cart, the flow ends (spec 3 §4, §5)', async () => {
    await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'paypal');
    services.basket.getBasket.mockImplementation(async (id: string) =>
      basketOf(id, {
        items: [
          { id: 'I1', productId: 'V1', qty: 1, bonus: false },
          { id: 'I2', productId: 'GIFT', qty: 1, bonus: true },
        ],
      }),
    );
    const incomplete = await actions.paypalAuthorizedAction({ ...shipping, phoneNumber: '' });
    expect(incomplete).toEqual({
      ok: false,
      kind: 'incompleteAddress',
      code: 'CHK320',
      message: expect.any(String),
    });
    expect(services.basket.getBasket).toHaveBeenCalledWith('E1');
    expect(services.basket.addItem).toHaveBeenLastCalledWith({
      cartId: 'CART',
      productId: 'V1',
      qty: 1,
    });
    expect(services.basket.addItem).not.toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'GIFT' }),
    );
    expect(services.basket.deleteExpressBasket).toHaveBeenCalledWith('E1');
    expect(services.checkout.setShippingAddress).not.toHaveBeenCalled();
    expect(jar.has(expressCookieNames.flow)).toBe(false);
    // The cancel the flow sends next has nothing left to undo.
    services.basket.deleteExpressBasket.mockClear();
    await actions.cancelExpressAction();
    expect(services.basket.deleteExpressBasket).not.toHaveBeenCalled();
  });

  it('PayPal, incomplete address: the express basket goes even when the add fails', async () => {
    await actions.startExpressAction({ kind: 'product', variantId: 'V1' }, 'paypal');
    services.basket.addItem.mockRejectedValue(
      new ApiError({ status: 400, errorId: 'INV700', message: 'Out of stock' }),
    );
    const incomplete = await actions.paypalAuthorizedAction({ ...shipping, phoneNumber: '' });
    expect(incomplete).toMatchObject({ ok: false, kind: 'incompleteAddress' });
    expect(services.basket.deleteExpressBasket).toHaveBeenCalledWith('E1');
    expect(jar.has(expressCookieNames.flow)).toBe(false);
  });

  it('PayPal from the cart, incomplete address: the cart stays, the flow is left to cancel', async () => {
    await actions.startExpressAction({ kind: 'basket', place: 'cart' }, 'paypal');
    services.basket.addItem.mockClear();
    const incomplete = await actions.paypalAuthorizedAction({ ...shipping, phoneNumber: '' });
    expect(incomplete).toMatchObject({ ok: false, kind: 'incompleteAddress' });
    expect(services.basket.addItem).not.toHaveBeenCalled();
    expect(flowCookie()).toMatchObject({ source: 'basket', basketId: 'CART' });
  });
});
