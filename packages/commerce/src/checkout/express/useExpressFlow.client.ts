'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import {
  canSend,
  type ExpressCallStep,
  type ExpressEvent,
  type ExpressState,
  expressReducer,
  idleExpress,
} from './expressReducer';
import type {
  ExpressActions,
  ExpressFailure,
  ExpressFlowHandlers,
  ExpressResult,
  ExpressSource,
} from './types';

/** Options of {@link useExpressFlow}. */
export interface ExpressFlowOptions {
  /** The host's calls (the storefront: Server Actions). */
  actions: ExpressActions;
  /** Where the flow starts: a product (quantity 1) or the basket. */
  source: ExpressSource;
  /** The checkout page, where an incomplete PayPal address sends the shopper (spec 3 §4). */
  checkoutHref: string;
  /** Goes to a page (the confirmation, the checkout); default `location.assign`. */
  navigate?(href: string): void;
  /**
   * A captcha response for action `shippingAddress` obtained without a click
   * (`invisibleCaptchaResponse`), asked when a flow paying the basket ends, so the cancel can
   * set the shopper's address of before again (spec 1 §7; spec 3 §4 "cancel clears").
   */
  restoreResponse?(): Promise<string | undefined>;
}

/** What {@link useExpressFlow} gives a provider and the page. */
export interface ExpressFlow {
  state: ExpressState;
  /** The handlers a provider's buttons drive (stable for the component's life). */
  handlers: ExpressFlowHandlers;
  /** Clears an ended session's message. */
  dismiss(): void;
}

/** The answer when a step comes out of order (a double click, a late provider event). */
const outOfOrder: ExpressFailure = {
  ok: false,
  kind: 'unknown',
  code: 'GEN500',
  message: '',
};

/** A host call that threw (it should answer): the `unknown` failure of spec 3 §8. */
async function answer<T extends object>(
  call: () => Promise<ExpressResult<T>>,
): Promise<ExpressResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, kind: 'unknown', code: 'GEN500', message: '' };
  }
}

const defaultNavigate = (href: string) => window.location.assign(href);

/**
 * Drives {@link ExpressActions} from a provider's events through {@link expressReducer} (spec 3
 * §4 "Express wallet flow", "PayPal express"). Each handler marks its step pending, calls the
 * host, feeds the answer to the reducer and hands the answer back to the provider (the sheet
 * shows its totals, methods or error). A failure that ends the session (every failure of
 * merchant validation, `unknown`, an incomplete PayPal address) and a cancel call
 * `actions.cancel()`, which clears the temporary cart state; an incomplete PayPal address then
 * goes to `checkoutHref`. After the order is placed the flow calls `actions.finalise` (the cart
 * is reset) and goes to the confirmation it answers.
 */
export function useExpressFlow(options: ExpressFlowOptions): ExpressFlow {
  const [state, setState] = useState<ExpressState>(idleExpress);
  const current = useRef<ExpressState>(idleExpress);
  const latest = useRef(options);
  latest.current = options;

  const dispatch = useCallback((event: ExpressEvent): ExpressState => {
    const next = expressReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }, []);

  const handlers = useMemo<ExpressFlowHandlers>(() => {
    const go = (href: string) => (latest.current.navigate ?? defaultNavigate)(href);
    /** `actions.cancel`, with the address captcha's response when the basket paid. */
    const cancel = async () => {
      const { source, restoreResponse, actions } = latest.current;
      const response = source.kind === 'basket' ? await restoreResponse?.() : undefined;
      await actions.cancel(response ? { recaptcha_response: response } : undefined);
    };
    const ended = (next: ExpressState, result: ExpressResult<object>) => {
      if (next.status !== 'ended' || result.ok) return;
      void cancel();
      if (result.kind === 'incompleteAddress') go(latest.current.checkoutHref);
    };
    /** One step: pending → host call → reducer → the provider gets the answer. */
    async function step<T extends object>(
      name: ExpressCallStep,
      call: (actions: ExpressActions) => Promise<ExpressResult<T>>,
      event: (result: ExpressResult<T>) => ExpressEvent,
    ): Promise<ExpressResult<T>> {
      if (!canSend(current.current, name)) return outOfOrder;
      dispatch({ type: 'sent', step: name });
      const result = await answer(() => call(latest.current.actions));
      const next = dispatch(event(result));
      ended(next, result);
      return result;
    }
    async function placed(result: ExpressResult<{ orderNumber: string }>) {
      if (!result.ok || current.current.status !== 'succeeded') return;
      const { href } = await latest.current.actions.finalise(result.orderNumber);
      go(href);
    }
    return {
      begin(method) {
        dispatch({ type: 'begin', method });
      },
      validateMerchant() {
        const { status } = current.current;
        const method = status === 'active' ? current.current.method : 'wallet';
        return step(
          'merchantValidation',
          (actions) => actions.start(latest.current.source, method),
          (result) => ({ type: 'merchantValidated', result }),
        );
      },
      shippingContactSelected(contact) {
        return step(
          'shippingContact',
          (actions) => actions.selectShippingContact(contact),
          (result) => ({ type: 'shippingContactSet', contact, result }),
        );
      },
      shippingMethodSelected(code) {
        return step(
          'shippingMethod',
          (actions) => actions.selectShippingMethod(code),
          (result) => ({ type: 'shippingMethodSet', result }),
        );
      },
      async paymentAuthorized(payment) {
        const result = await step(
          'paymentAuthorization',
          (actions) => actions.authorize(payment),
          (answered) => ({ type: 'authorized', result: answered }),
        );
        await placed(result);
        return result;
      },
      paypalAuthorized(contact) {
        return step(
          'shippingContact',
          (actions) => actions.paypalAuthorized(contact),
          (result) => ({ type: 'shippingContactSet', contact, result }),
        );
      },
      async paypalDetails(paymentData, recaptcha_response) {
        const result = await step(
          'paymentAuthorization',
          (actions) =>
            actions.paypalDetails({
              paymentData,
              ...(recaptcha_response ? { recaptcha_response } : {}),
            }),
          (answered) => ({ type: 'authorized', result: answered }),
        );
        await placed(result);
        return result;
      },
      cancel() {
        if (current.current.status !== 'active') return;
        dispatch({ type: 'cancel' });
        void cancel();
      },
    };
  }, [dispatch]);

  const dismiss = useCallback(() => {
    dispatch({ type: 'dismiss' });
  }, [dispatch]);

  return { state, handlers, dismiss };
}
