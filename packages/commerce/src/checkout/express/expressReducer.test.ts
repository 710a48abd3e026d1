import { describe, expect, it } from 'vitest';
import {
  canSend,
  type ExpressEvent,
  type ExpressState,
  endsSession,
  expressReducer,
  idleExpress,
} from './expressReducer';
import { fixtureContact, fixtureFailures, fixtureSession, fixtureSheet } from './fixtures';

const run = (...events: ExpressEvent[]): ExpressState => events.reduce(expressReducer, idleExpress);

const validated: ExpressEvent[] = [
  { type: 'begin', method: 'wallet' },
  { type: 'sent', step: 'merchantValidation' },
  { type: 'merchantValidated', result: { ok: true, session: fixtureSession() } },
];
const contactSet: ExpressEvent[] = [
  ...validated,
  { type: 'sent', step: 'shippingContact' },
  { type: 'shippingContactSet', contact: fixtureContact, result: { ok: true, ...fixtureSheet() } },
];
const methodSet: ExpressEvent[] = [
  ...contactSet,
  { type: 'sent', step: 'shippingMethod' },
  { type: 'shippingMethodSet', result: { ok: true, ...fixtureSheet(15, 'EXPRESS') } },
];

describe('expressReducer (spec 3 §4 express wallet flow)', () => {
  it('runs session start → merchant validation → contact → method → authorised → success', () => {
    expect(run({ type: 'begin', method: 'wallet' })).toEqual({
      status: 'active',
      method: 'wallet',
      step: 'sessionStart',
      pending: null,
    });
    const afterValidation = run(...validated);
    expect(afterValidation).toMatchObject({
      status: 'active',
      step: 'merchantValidation',
      pending: null,
      session: fixtureSession(),
      sheet: fixtureSheet(),
    });
    expect(afterValidation).not.toHaveProperty('sheet.sessionId');
    expect(run(...contactSet)).toMatchObject({ step: 'shippingContact', contact: fixtureContact });
    expect(run(...methodSet)).toMatchObject({
      step: 'shippingMethod',
      sheet: { selectedMethod: 'EXPRESS', totals: { shipping: 15 } },
    });
    expect(
      run(
        ...methodSet,
        { type: 'sent', step: 'paymentAuthorization' },
        { type: 'authorized', result: { ok: true, orderNumber: 'ORD-1' } },
      ),
    ).toEqual({ status: 'succeeded', method: 'wallet', orderNumber: 'ORD-1' });
  });

  it('marks the step pending while its call runs', () => {
    expect(
      run({ type: 'begin', method: 'paypal' }, { type: 'sent', step: 'merchantValidation' }),
    ).toMatchObject({ pending: 'merchantValidation', step: 'sessionStart' });
  });

  it('PayPal: authorisation hands the address, details place the order (no method step)', () => {
    const state = run(
      { type: 'begin', method: 'paypal' },
      { type: 'sent', step: 'merchantValidation' },
      { type: 'merchantValidated', result: { ok: true, session: fixtureSession() } },
      { type: 'sent', step: 'shippingContact' },
      {
        type: 'shippingContactSet',
        contact: fixtureContact,
        result: { ok: true, ...fixtureSheet() },
      },
      { type: 'sent', step: 'paymentAuthorization' },
      { type: 'authorized', result: { ok: true, orderNumber: 'ORD-2' } },
    );
    expect(state).toEqual({ status: 'succeeded', method: 'paypal', orderNumber: 'ORD-2' });
  });

  it('ignores a second button press while a session runs or after success', () => {
    const active = run(...validated);
    expect(expressReducer(active, { type: 'begin', method: 'paypal' })).toBe(active);
    const done: ExpressState = { status: 'succeeded', method: 'wallet', orderNumber: 'X' };
    expect(expressReducer(done, { type: 'begin', method: 'wallet' })).toBe(done);
  });

  it('refuses steps out of order and a second call while one is pending', () => {
    const started = run({ type: 'begin', method: 'wallet' });
    expect(expressReducer(started, { type: 'sent', step: 'shippingContact' })).toBe(started);
    expect(canSend(started, 'paymentAuthorization')).toBe(false);
    const validatedState = run(...validated);
    expect(expressReducer(validatedState, { type: 'sent', step: 'shippingMethod' })).toBe(
      validatedState,
    );
    expect(expressReducer(validatedState, { type: 'sent', step: 'merchantValidation' })).toBe(
      validatedState,
    );
    const pending = expressReducer(validatedState, { type: 'sent', step: 'shippingContact' });
    expect(expressReducer(pending, { type: 'sent', step: 'shippingContact' })).toBe(pending);
    expect(canSend(idleExpress, 'merchantValidation')).toBe(false);
  });

  it('ignores an answer nobody waits for', () => {
    const active = run(...validated);
    expect(
      expressReducer(active, { type: 'authorized', result: { ok: true, orderNumber: 'late' } }),
    ).toBe(active);
    expect(
      expressReducer(idleExpress, {
        type: 'merchantValidated',
        result: { ok: true, session: fixtureSession() },
      }),
    ).toBe(idleExpress);
  });

  it('lets the shopper choose another contact after choosing a method', () => {
    const state = run(
      ...methodSet,
      { type: 'sent', step: 'shippingContact' },
      {
        type: 'shippingContactSet',
        contact: fixtureContact,
        result: { ok: true, ...fixtureSheet() },
      },
    );
    expect(state).toMatchObject({ step: 'shippingContact', pending: null });
  });
});

describe('expressReducer failures and cancel (spec 3 §4, §8)', () => {
  it('any failure of merchant validation ends the session', () => {
    for (const failure of Object.values(fixtureFailures)) {
      expect(
        run(
          { type: 'begin', method: 'wallet' },
          { type: 'sent', step: 'merchantValidation' },
          { type: 'merchantValidated', result: failure },
        ),
      ).toEqual({ status: 'ended', method: 'wallet', reason: 'failed', failure });
    }
  });

  it('country, city length and shipping errors stay in the sheet; the session goes on', () => {
    for (const failure of [
      fixtureFailures.country,
      fixtureFailures.cityLength,
      fixtureFailures.shipping,
    ]) {
      const state = run(
        ...validated,
        { type: 'sent', step: 'shippingContact' },
        { type: 'shippingContactSet', contact: fixtureContact, result: failure },
      );
      expect(state).toMatchObject({
        status: 'active',
        step: 'merchantValidation',
        pending: null,
        error: failure,
      });
    }
  });

  it('a contact field error on authorisation goes back to the sheet; the next call clears it', () => {
    const failed = run(
      ...methodSet,
      { type: 'sent', step: 'paymentAuthorization' },
      { type: 'authorized', result: fixtureFailures.contact },
    );
    expect(failed).toMatchObject({
      status: 'active',
      step: 'shippingMethod',
      error: fixtureFailures.contact,
    });
    const retried = expressReducer(failed, { type: 'sent', step: 'paymentAuthorization' });
    expect(retried).toMatchObject({ pending: 'paymentAuthorization' });
    expect(retried).not.toHaveProperty('error');
  });

  it('unknown and an incomplete PayPal address end the session', () => {
    expect(
      run(
        ...methodSet,
        { type: 'sent', step: 'paymentAuthorization' },
        { type: 'authorized', result: fixtureFailures.unknown },
      ),
    ).toEqual({
      status: 'ended',
      method: 'wallet',
      reason: 'failed',
      failure: fixtureFailures.unknown,
    });
    expect(
      run(
        ...validated,
        { type: 'sent', step: 'shippingContact' },
        {
          type: 'shippingContactSet',
          contact: fixtureContact,
          result: fixtureFailures.incompleteAddress,
        },
      ),
    ).toMatchObject({ status: 'ended', reason: 'failed' });
  });

  it('cancel ends a running session (pending or not); dismiss goes back to idle', () => {
    const cancelled = run(...contactSet, { type: 'cancel' });
    expect(cancelled).toEqual({ status: 'ended', method: 'wallet', reason: 'cancelled' });
    const whilePending = run(
      ...validated,
      { type: 'sent', step: 'shippingContact' },
      { type: 'cancel' },
    );
    expect(whilePending).toMatchObject({ status: 'ended', reason: 'cancelled' });
    expect(expressReducer(cancelled, { type: 'dismiss' })).toBe(idleExpress);
    expect(expressReducer(idleExpress, { type: 'cancel' })).toBe(idleExpress);
  });

  it('a new session may start after one ended', () => {
    const again = run(...validated, { type: 'cancel' }, { type: 'begin', method: 'paypal' });
    expect(again).toEqual({
      status: 'active',
      method: 'paypal',
      step: 'sessionStart',
      pending: null,
    });
  });

  it('endsSession: merchant validation always; later only unknown and incomplete address', () => {
    expect(endsSession('country', 'merchantValidation')).toBe(true);
    expect(endsSession('country', 'shippingContact')).toBe(false);
    expect(endsSession('contact', 'paymentAuthorization')).toBe(false);
    expect(endsSession('unknown', 'shippingMethod')).toBe(true);
    expect(endsSession('incompleteAddress', 'shippingContact')).toBe(true);
  });
});
