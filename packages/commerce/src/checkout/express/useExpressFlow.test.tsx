import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fixtureContact,
  fixtureFailures,
  fixtureSession,
  fixtureSheet,
  redacted,
} from './fixtures';
import type { ExpressActions } from './types';
import { useExpressFlow } from './useExpressFlow.client';

function fakeActions(overrides: Partial<ExpressActions> = {}): ExpressActions {
  return {
    start: vi.fn(async () => ({ ok: true as const, session: fixtureSession() })),
    selectShippingContact: vi.fn(async () => ({ ok: true as const, ...fixtureSheet() })),
    selectShippingMethod: vi.fn(async () => ({
      ok: true as const,
      ...fixtureSheet(15, 'EXPRESS'),
    })),
    authorize: vi.fn(async () => ({ ok: true as const, orderNumber: 'ORD-9' })),
    paypalAuthorized: vi.fn(async () => ({ ok: true as const, ...fixtureSheet() })),
    paypalDetails: vi.fn(async () => ({ ok: true as const, orderNumber: 'ORD-10' })),
    cancel: vi.fn(async () => {}),
    finalise: vi.fn(async (orderNumber: string) => ({
      href: `/en-us/order-confirmation/${orderNumber}`,
    })),
    ...overrides,
  };
}

const source = { kind: 'product', variantId: 'ALP1401M-42' } as const;

function setup(actions = fakeActions()) {
  const navigate = vi.fn();
  const hook = renderHook(() =>
    useExpressFlow({ actions, source, checkoutHref: '/en-us/checkout', navigate }),
  );
  return { actions, navigate, hook, handlers: () => hook.result.current.handlers };
}

describe('useExpressFlow (spec 3 §4)', () => {
  it('drives the wallet flow to the confirmation and resets the cart', async () => {
    const { actions, navigate, hook, handlers } = setup();
    await act(async () => {
      handlers().begin('wallet');
      await handlers().validateMerchant();
      await handlers().shippingContactSelected(redacted(fixtureContact));
      await handlers().shippingMethodSelected('EXPRESS');
      await handlers().paymentAuthorized({
        shippingContact: fixtureContact,
        billingContact: fixtureContact,
        paymentData: 'simulated:approved:1',
        recaptcha_response: 'captcha-1',
      });
    });
    expect(actions.start).toHaveBeenCalledWith(source, 'wallet');
    expect(actions.selectShippingContact).toHaveBeenCalledWith(redacted(fixtureContact));
    expect(actions.selectShippingMethod).toHaveBeenCalledWith('EXPRESS');
    expect(actions.authorize).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentData: 'simulated:approved:1',
        recaptcha_response: 'captcha-1',
      }),
    );
    expect(actions.finalise).toHaveBeenCalledWith('ORD-9');
    expect(navigate).toHaveBeenCalledWith('/en-us/order-confirmation/ORD-9');
    expect(hook.result.current.state).toEqual({
      status: 'succeeded',
      method: 'wallet',
      orderNumber: 'ORD-9',
    });
    expect(actions.cancel).not.toHaveBeenCalled();
  });

  it('PayPal: the address on authorisation, the order on additional details', async () => {
    const { actions, navigate, handlers } = setup();
    await act(async () => {
      handlers().begin('paypal');
      await handlers().validateMerchant();
      await handlers().paypalAuthorized(fixtureContact);
      await handlers().paypalDetails('simulated:approved:2', 'captcha-2');
    });
    expect(actions.start).toHaveBeenCalledWith(source, 'paypal');
    expect(actions.paypalAuthorized).toHaveBeenCalledWith(fixtureContact);
    expect(actions.paypalDetails).toHaveBeenCalledWith({
      paymentData: 'simulated:approved:2',
      recaptcha_response: 'captcha-2',
    });
    expect(navigate).toHaveBeenCalledWith('/en-us/order-confirmation/ORD-10');
  });

  it('a failed merchant validation ends the session and clears the temporary state', async () => {
    const { actions, hook, handlers } = setup(
      fakeActions({ start: vi.fn(async () => fixtureFailures.unknown) }),
    );
    await act(async () => {
      handlers().begin('wallet');
      await handlers().validateMerchant();
    });
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state).toMatchObject({ status: 'ended', reason: 'failed' });
  });

  it('a country error keeps the session (no cancel); the shopper may cancel after', async () => {
    const { actions, hook, handlers } = setup(
      fakeActions({ selectShippingContact: vi.fn(async () => fixtureFailures.country) }),
    );
    await act(async () => {
      handlers().begin('wallet');
      await handlers().validateMerchant();
      await handlers().shippingContactSelected({ countryCode: 'CA' });
    });
    expect(actions.cancel).not.toHaveBeenCalled();
    expect(hook.result.current.state).toMatchObject({
      status: 'active',
      error: fixtureFailures.country,
    });
    act(() => handlers().cancel());
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state).toMatchObject({ status: 'ended', reason: 'cancelled' });
  });

  it('an incomplete PayPal address ends the session and goes to /checkout', async () => {
    const { actions, navigate, handlers } = setup(
      fakeActions({ paypalAuthorized: vi.fn(async () => fixtureFailures.incompleteAddress) }),
    );
    await act(async () => {
      handlers().begin('paypal');
      await handlers().validateMerchant();
      await handlers().paypalAuthorized(fixtureContact);
    });
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/en-us/checkout');
  });

  it('a call out of order does not reach the host; a thrown call answers unknown', async () => {
    const { actions, handlers } = setup(
      fakeActions({
        start: vi.fn(async () => {
          throw new Error('network');
        }),
      }),
    );
    let early: unknown;
    await act(async () => {
      early = await handlers().shippingMethodSelected('EXPRESS');
    });
    expect(early).toMatchObject({ ok: false, kind: 'unknown' });
    expect(actions.selectShippingMethod).not.toHaveBeenCalled();
    let thrown: unknown;
    await act(async () => {
      handlers().begin('wallet');
      thrown = await handlers().validateMerchant();
    });
    expect(thrown).toMatchObject({ ok: false, kind: 'unknown', code: 'GEN500' });
  });

  it('cancel without a session does nothing', () => {
    const { actions, handlers } = setup();
    act(() => handlers().cancel());
    expect(actions.cancel).not.toHaveBeenCalled();
  });

  it('paying the cart, a cancel carries the captcha answer for the address of before (spec 1 §7)', async () => {
    const actions = fakeActions();
    const restoreResponse = vi.fn(async () => 'test-token-7');
    const onProduct = vi.fn(async () => 'unused');
    const cart = renderHook(() =>
      useExpressFlow({
        actions,
        source: { kind: 'basket', place: 'cart' },
        checkoutHref: '/en-us/checkout',
        restoreResponse,
      }),
    );
    await act(async () => {
      cart.result.current.handlers.begin('wallet');
      await cart.result.current.handlers.validateMerchant();
      cart.result.current.handlers.cancel();
    });
    await vi.waitFor(() =>
      expect(actions.cancel).toHaveBeenCalledWith({ recaptcha_response: 'test-token-7' }),
    );
    const product = renderHook(() =>
      useExpressFlow({
        actions,
        source,
        checkoutHref: '/en-us/checkout',
        restoreResponse: onProduct,
      }),
    );
    await act(async () => {
      product.result.current.handlers.begin('wallet');
      await product.result.current.handlers.validateMerchant();
      product.result.current.handlers.cancel();
    });
    expect(onProduct).not.toHaveBeenCalled();
    expect(actions.cancel).toHaveBeenLastCalledWith(undefined);
  });
});
