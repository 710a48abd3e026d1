import { describe, expect, it } from 'vitest';
import { paymentFailureMessages } from './errorPlacement';
import { fixtureFailure, fixtureOrder, fixtureSummaryBasket } from './fixtures';
import {
  idlePlacement,
  type PlacementEvent,
  type PlacementState,
  placementReducer,
} from './placementReducer';

const run = (...events: PlacementEvent[]): PlacementState =>
  events.reduce(placementReducer, idlePlacement);
const placed = (order = fixtureOrder()): PlacementEvent => ({
  type: 'placed',
  result: { ok: true, order },
});

describe('placementReducer (spec 1 §4 order placement)', () => {
  it('idle → processing → finalised for a created order', () => {
    expect(run({ type: 'place' })).toEqual({ status: 'processing' });
    expect(run({ type: 'place' }, placed())).toEqual({
      status: 'finalised',
      order: fixtureOrder(),
    });
  });

  it('a second Place order while processing changes nothing', () => {
    const processing = run({ type: 'place' });
    expect(placementReducer(processing, { type: 'place' })).toBe(processing);
  });

  it('processing → challenge for a PaymentNotAuthorized order, then finalised when approved', () => {
    const challenge = run({ type: 'place' }, placed(fixtureOrder(true)));
    expect(challenge).toEqual({ status: 'challenge', order: fixtureOrder(true) });
    expect(
      placementReducer(challenge, {
        type: 'challenged',
        result: { ok: true, order: fixtureOrder() },
      }),
    ).toEqual({ status: 'finalised', order: fixtureOrder() });
  });

  it('a refused challenge fails with the 3-D Secure message, reloads and goes to billing', () => {
    const failed = run({ type: 'place' }, placed(fixtureOrder(true)), {
      type: 'challenged',
      result: { ok: true, order: fixtureOrder(true) },
    });
    expect(failed).toEqual({
      status: 'failed',
      failure: {
        code: 'PYT405',
        message: paymentFailureMessages.threeDSecure,
        placement: { kind: 'top' },
        step: 'billing',
        reload: true,
      },
    });
    expect(placementReducer(failed, { type: 'settled' })).toEqual(idlePlacement);
  });

  it('an order neither created nor pending fails on the summary', () => {
    const order = { ...fixtureOrder(), st: 'failed' } as ReturnType<typeof fixtureOrder>;
    expect(run({ type: 'place' }, placed(order))).toMatchObject({
      status: 'failed',
      failure: { step: 'summary', reload: false, placement: { kind: 'top' } },
    });
  });

  it.each([
    ['ORD517', { kind: 'stageSwitch' }, 'shipping'],
    ['INV701', { kind: 'blocked' }, 'summary'],
    ['INV702', { kind: 'items' }, 'summary'],
    ['PYT402', { kind: 'top' }, 'summary'],
    ['ORD999', { kind: 'toast' }, 'summary'],
  ])('a %s failure is placed at %o, then the %s step (spec 1 §8)', (code, placement, step) => {
    const failed = run(
      { type: 'place' },
      { type: 'placed', result: { ...fixtureFailure(code, 'No'), basket: fixtureSummaryBasket } },
    );
    expect(failed).toEqual({
      status: 'failed',
      failure: {
        code,
        message: 'No',
        placement,
        step,
        basket: fixtureSummaryBasket,
        reload: false,
      },
    });
  });

  it('ignores answers that do not belong to the state', () => {
    expect(run(placed())).toBe(idlePlacement);
    expect(run({ type: 'challenged', result: fixtureFailure('PYT405', 'No') })).toBe(idlePlacement);
    expect(run({ type: 'settled' })).toBe(idlePlacement);
  });

  it('a failed placement can be placed again', () => {
    const failed = run(
      { type: 'place' },
      { type: 'placed', result: fixtureFailure('PYT402', 'No') },
    );
    expect(placementReducer(failed, { type: 'place' })).toEqual({ status: 'processing' });
  });
});
