import type {
  ExpressErrorKind,
  ExpressFailure,
  ExpressMethod,
  ExpressResult,
  ExpressSession,
  ExpressSheetState,
  WalletContact,
} from './types';

/**
 * The steps of an express session in their order (spec 3 §4 "Express wallet flow"): session
 * start, merchant validation, shipping contact selected, shipping method selected, payment
 * authorized. PayPal (spec 3 §4 "PayPal express") uses the same steps: its authorisation
 * hands over the shipping address (`shippingContact`), its additional details place the order
 * (`paymentAuthorization`).
 */
export const expressSteps = [
  'sessionStart',
  'merchantValidation',
  'shippingContact',
  'shippingMethod',
  'paymentAuthorization',
] as const;

/** One step of {@link expressSteps}. */
export type ExpressStep = (typeof expressSteps)[number];

/** A step that asks the host (every step but the session start). */
export type ExpressCallStep = Exclude<ExpressStep, 'sessionStart'>;

/** A session that runs: the sheet (or the PayPal approval) is open. */
export interface ActiveExpressState {
  status: 'active';
  method: ExpressMethod;
  /** The last step that succeeded. */
  step: ExpressStep;
  /** The step whose answer is awaited, or null. */
  pending: ExpressCallStep | null;
  /** From merchant validation on. */
  session?: ExpressSession;
  /** What the sheet shows: totals, methods (the latest answer). */
  sheet?: ExpressSheetState;
  /** The shipping contact the last successful `shippingContact` step set. */
  contact?: WalletContact;
  /** A failure the sheet shows while the session goes on (see {@link endsSession}). */
  error?: ExpressFailure;
}

/**
 * The state of the express flow: idle, a session running, the order placed (`succeeded`: the
 * flow finalises and navigates to the confirmation), or the session ended by a cancel or a
 * failure (spec 3 §4: the temporary cart state is cleared).
 */
export type ExpressState =
  | { status: 'idle' }
  | ActiveExpressState
  | { status: 'succeeded'; method: ExpressMethod; orderNumber: string }
  | {
      status: 'ended';
      method: ExpressMethod;
      reason: 'cancelled' | 'failed';
      /** With `failed`: what ended it. */
      failure?: ExpressFailure;
    };

/** Events of {@link expressReducer}: the provider's events and the host's answers. */
export type ExpressEvent =
  /** The shopper pressed a wallet or PayPal button. */
  | { type: 'begin'; method: ExpressMethod }
  /** A step's call went to the host. */
  | { type: 'sent'; step: ExpressCallStep }
  /** Merchant validation answered (spec 3 §4 step 2). */
  | { type: 'merchantValidated'; result: ExpressResult<{ session: ExpressSession }> }
  /** The shipping contact (wallet) or the PayPal address was set, or refused. */
  | { type: 'shippingContactSet'; contact: WalletContact; result: ExpressResult<ExpressSheetState> }
  /** The shipping method was set, or refused. */
  | { type: 'shippingMethodSet'; result: ExpressResult<ExpressSheetState> }
  /** The order was placed (payment authorised, PayPal details), or refused. */
  | { type: 'authorized'; result: ExpressResult<{ orderNumber: string }> }
  /** The shopper closed the sheet, or the provider failed. */
  | { type: 'cancel' }
  /** The ended session's message was dismissed. */
  | { type: 'dismiss' };

/** No session. */
export const idleExpress: ExpressState = { status: 'idle' };

/**
 * Failures the sheet shows while the session goes on (spec 3 §8 "Cart and wallet"): the
 * country error, the city-length error, the shipping messages and a contact's field error, so
 * the shopper may pick another address or method, or cancel. Any other failure (`unknown`, an
 * incomplete PayPal address, every failure of merchant validation) ends the session.
 */
export function endsSession(kind: ExpressErrorKind, step: ExpressCallStep): boolean {
  if (step === 'merchantValidation') return true;
  return kind === 'unknown' || kind === 'incompleteAddress';
}

/** Only what the sheet shows of an answer (totals, methods, the chosen method). */
export function sheetOf(answer: ExpressSheetState): ExpressSheetState {
  return {
    totals: answer.totals,
    shippingMethods: answer.shippingMethods,
    ...(answer.selectedMethod === undefined ? {} : { selectedMethod: answer.selectedMethod }),
  };
}

const order = (step: ExpressStep) => expressSteps.indexOf(step);

/** The step that must have succeeded before `step` may be sent. */
const requires: Record<ExpressCallStep, ExpressStep> = {
  merchantValidation: 'sessionStart',
  shippingContact: 'merchantValidation',
  shippingMethod: 'shippingContact',
  paymentAuthorization: 'shippingContact',
};

/** Whether `step` may be sent now: nothing pending, its predecessor done. */
export function canSend(state: ExpressState, step: ExpressCallStep): boolean {
  if (state.status !== 'active' || state.pending !== null) return false;
  if (step === 'merchantValidation') return state.step === 'sessionStart';
  return order(state.step) >= order(requires[step]);
}

function fail(
  state: ActiveExpressState,
  step: ExpressCallStep,
  failure: ExpressFailure,
): ExpressState {
  if (endsSession(failure.kind, step)) {
    return { status: 'ended', method: state.method, reason: 'failed', failure };
  }
  return { ...state, pending: null, error: failure };
}

/**
 * The next express state (pure; spec 3 §4 "Express wallet flow", "PayPal express", §8). An
 * event that does not apply leaves the state as it is (the same object): a second button press
 * while a session runs, a step out of order, an answer nobody waits for.
 * - `begin`: idle or ended → active at `sessionStart`;
 * - `sent`: marks the step pending (see {@link canSend}) and clears the sheet's error;
 * - `merchantValidated`: → `merchantValidation` with the session and its sheet, or ended;
 * - `shippingContactSet` / `shippingMethodSet`: → that step with the new sheet state, or the
 *   sheet's error (a session-ending failure, {@link endsSession}, → ended);
 * - `authorized`: → succeeded with the order number, or the sheet's error, or ended;
 * - `cancel`: active → ended (`cancelled`); `dismiss`: ended → idle.
 */
export function expressReducer(state: ExpressState, event: ExpressEvent): ExpressState {
  switch (event.type) {
    case 'begin':
      return state.status === 'idle' || state.status === 'ended'
        ? { status: 'active', method: event.method, step: 'sessionStart', pending: null }
        : state;
    case 'sent': {
      if (state.status !== 'active' || !canSend(state, event.step)) return state;
      const next: ActiveExpressState = { ...state, pending: event.step };
      delete next.error;
      return next;
    }
    case 'merchantValidated': {
      if (state.status !== 'active' || state.pending !== 'merchantValidation') return state;
      const { result } = event;
      if (!result.ok) return fail(state, 'merchantValidation', result);
      return {
        ...state,
        step: 'merchantValidation',
        pending: null,
        session: result.session,
        sheet: sheetOf(result.session),
      };
    }
    case 'shippingContactSet': {
      if (state.status !== 'active' || state.pending !== 'shippingContact') return state;
      const { result } = event;
      if (!result.ok) return fail(state, 'shippingContact', result);
      return {
        ...state,
        step: 'shippingContact',
        pending: null,
        sheet: sheetOf(result),
        contact: event.contact,
      };
    }
    case 'shippingMethodSet': {
      if (state.status !== 'active' || state.pending !== 'shippingMethod') return state;
      const { result } = event;
      if (!result.ok) return fail(state, 'shippingMethod', result);
      return { ...state, step: 'shippingMethod', pending: null, sheet: sheetOf(result) };
    }
    case 'authorized': {
      if (state.status !== 'active' || state.pending !== 'paymentAuthorization') return state;
      const { result } = event;
      if (!result.ok) return fail(state, 'paymentAuthorization', result);
      return { status: 'succeeded', method: state.method, orderNumber: result.orderNumber };
    }
    case 'cancel':
      return state.status === 'active'
        ? { status: 'ended', method: state.method, reason: 'cancelled' }
        : state;
    case 'dismiss':
      return state.status === 'ended' ? idleExpress : state;
  }
}
