import { checkoutPaths, consumerPaths } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { consumerPaymentInstruments, consumers } from '../src/db/consumerSchema';
import { giftCards } from '../src/db/orderSchema';
import {
  captchaToken,
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  testConsumers,
} from './authHelpers';
import {
  addInstrument,
  findVariant,
  guestWithBasket,
  onlineStock,
  place,
  preparedBasket,
  readyToPlace,
  startCheckoutServer,
  type TestBasket,
  visa,
} from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 50 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const balance = async (cardNumber: string) =>
  (await handle.db.select().from(giftCards).where(eq(giftCards.cardNumber, cardNumber)))[0]
    ?.balanceMinor;

describe('credit cards and 3-D Secure (spec 1 §4, §8)', () => {
  it('FE309 for an expired card, PYT400 for a bad number', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const expired = { ...visa, expiration_month: 1, expiration_year: 2020 };
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'CREDIT_CARD',
          payment_card: expired,
        }),
      ),
    ).toBe('FE309');
    const bad = { ...visa, number: '4111111111111112' };
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'CREDIT_CARD',
          payment_card: bad,
        }),
      ),
    ).toBe('PYT400');
  });

  it('masks the card and keeps the outcome out of the answer', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const response = await addInstrument(app, token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      payment_card: visa,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('4111111111111111');
    expect(response.body).not.toContain('c_secret');
    const basket = response.json() as TestBasket;
    expect(basket.payment_instruments[0]).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      amount: basket.totals.total,
    });
    expect(basket.totals.remainingToPay).toBe(0);
  });

  it('PYT402 for the declined card, PYT406 for the fraud card', async () => {
    for (const [number, code] of [
      ['4000000000000002', 'PYT402'],
      ['4100000000000019', 'PYT406'],
    ] as const) {
      const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
      await readyToPlace(app, token, basketId, { ...visa, number });
      const response = await place(app, token, basketId);
      expect(response.statusCode).toBe(402);
      expect(errorIdOf(response)).toBe(code);
    }
  });

  it('the 3-D Secure card leaves the order pending with the PaymentNotAuthorized flash; PATCH Y completes it', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId, { ...visa, number: '4000000000003220' });
    const placed = await place(app, token, basketId);
    expect(placed.statusCode).toBe(200);
    const order = placed.json() as {
      orderNumber: string;
      st: string;
      flash: { code: string }[];
      paymentMethod: { additionalData: { action?: unknown } };
    };
    expect(order.st).toBe('pendingAuthentication');
    expect(order.flash.map((f) => f.code)).toEqual(['PaymentNotAuthorized']);
    expect(order.paymentMethod.additionalData.action).toBeDefined();
    const patched = await post(
      app,
      checkoutPaths.order(order.orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'Y' } } },
      token,
      'PATCH',
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ st: 'created', flash: [] });
  });

  it('PATCH with a failed challenge answers PYT405, returns the stock and reopens the basket', async () => {
    const before = await onlineStock(handle, variant);
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId, { ...visa, number: '4000000000003220' });
    const order = (await place(app, token, basketId)).json() as { orderNumber: string };
    expect(await onlineStock(handle, variant)).toBe(before - 1);
    const patched = await post(
      app,
      checkoutPaths.order(order.orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'N' } } },
      token,
      'PATCH',
    );
    expect(patched.statusCode).toBe(402);
    expect(errorIdOf(patched)).toBe('PYT405');
    expect(await onlineStock(handle, variant)).toBe(before);
    expect((await getAs(app, `/cart/v1/cart/${basketId}`, token)).statusCode).toBe(200);
    const again = await post(
      app,
      checkoutPaths.order(order.orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'Y' } } },
      token,
      'PATCH',
    );
    expect(errorIdOf(again)).toBe('ORD409');
    // The basket can be paid another way and placed.
    await readyToPlace(app, token, basketId);
    expect((await place(app, token, basketId)).json()).toMatchObject({ st: 'created' });
  });
});

describe('a saved card pays (spec 2 §3 "Payment card response", spec 1 §3)', () => {
  const pay = (token: string, basketId: string, id: string) =>
    addInstrument(app, token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      customer_payment_instrument_id: id,
    });

  it("the consumer's own card by its id, masked; the order is placed", async () => {
    const { registered } = testConsumers;
    const session = await registeredToken(app, registered.username, registered.password);
    const { token, basketId } = await preparedBasket(
      app,
      [{ productId: variant }],
      session.accessToken,
    );
    const paid = await pay(token, basketId, 'pi-0101-visa');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).not.toContain('c_secret');
    const basket = paid.json() as TestBasket & {
      payment_instruments: { payment_card?: { maskedNumber: string; holder: string } }[];
    };
    expect(basket.totals.remainingToPay).toBe(0);
    expect(basket.payment_instruments[0]?.payment_card).toMatchObject({
      maskedNumber: '************1111',
      holder: 'Riley Morgan',
    });
    expect((await place(app, token, basketId)).json()).toMatchObject({ st: 'created' });
  });

  it("AUT432 for a guest, PYT404 for another consumer's card, FE309 once it has expired", async () => {
    const guest = await guestWithBasket(app, [{ productId: variant }]);
    const asGuest = await pay(guest.token, guest.basketId, 'pi-0101-visa');
    expect(asGuest.statusCode).toBe(401);
    expect(errorIdOf(asGuest)).toBe('AUT432');
    const { athlete, registered } = testConsumers;
    const other = await registeredToken(app, athlete.username, athlete.password);
    const basket = await guestWithBasket(app, [{ productId: variant }], other.accessToken);
    const foreign = await pay(other.accessToken, basket.basketId, 'pi-0101-visa');
    expect(foreign.statusCode).toBe(404);
    expect(errorIdOf(foreign)).toBe('PYT404');
    const owner = await registeredToken(app, registered.username, registered.password);
    const saved = await post(
      app,
      consumerPaths.paymentInstruments,
      {
        paymentMethodId: 'CREDIT_CARD',
        recaptcha_response: await captchaToken(app, 'saveCard'),
        card: {
          number: '5555555555554444',
          holderName: 'Riley Morgan',
          expirationMonth: 1,
          expirationYear: 2031,
        },
      },
      owner.accessToken,
    );
    const id = saved.json().paymentInstrumentId as string;
    await handle.db
      .update(consumerPaymentInstruments)
      .set({
        card: { ...saved.json().card, paymentInstrumentId: undefined, expirationYear: 2020 },
      })
      .where(eq(consumerPaymentInstruments.id, id));
    const own = await guestWithBasket(app, [{ productId: variant }], owner.accessToken);
    expect(errorIdOf(await pay(owner.accessToken, own.basketId, id))).toBe('FE309');
    await post(app, consumerPaths.paymentInstrument(id), undefined, owner.accessToken, 'DELETE');
  });

  it('a saved 3-D Secure test card still asks for the challenge', async () => {
    const { athlete } = testConsumers;
    const session = await registeredToken(app, athlete.username, athlete.password);
    const saved = await post(
      app,
      consumerPaths.paymentInstruments,
      {
        paymentMethodId: 'CREDIT_CARD',
        recaptcha_response: await captchaToken(app, 'saveCard'),
        card: {
          number: '4000000000003220',
          holderName: 'Avery Lindqvist',
          expirationMonth: 12,
          expirationYear: 2030,
        },
      },
      session.accessToken,
    );
    expect(saved.statusCode).toBe(201);
    const { token, basketId } = await preparedBasket(
      app,
      [{ productId: variant }],
      session.accessToken,
    );
    expect((await pay(token, basketId, saved.json().paymentInstrumentId)).statusCode).toBe(200);
    expect((await place(app, token, basketId)).json()).toMatchObject({
      st: 'pendingAuthentication',
    });
  });
});

describe('gift cards (spec 1 §3, §8)', () => {
  it('balance check; GFC400 without a PIN, GFC410 unknown number or wrong PIN', async () => {
    const { accessToken } = await guestToken(app);
    const check = (body: object) => post(app, checkoutPaths.giftCardBalance, body, accessToken);
    const ok = await check({ cardNumber: '6000100000000050', pin: '1234' });
    expect(ok.json()).toMatchObject({
      balance: 50,
      currency: 'USD',
      cardNumber: '************0050',
    });
    expect(errorIdOf(await check({ cardNumber: '6000100000000050' }))).toBe('GFC400');
    expect(errorIdOf(await check({ cardNumber: '6000999999999999', pin: '1234' }))).toBe('GFC410');
    expect(errorIdOf(await check({ cardNumber: '6000100000000050', pin: '0000' }))).toBe('GFC410');
  });

  it.each([
    ['GFC410', '6000999999999999'],
    ['GFC740', '6000100000000000'],
    ['GFC725', '6000100000000725'],
    ['GFC725', '6000300000000050'],
  ])('%s for card %s', async (code, card) => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const response = await addInstrument(app, token, basketId, {
      payment_method_id: 'GIFT_CARD',
      gift_card: { card_number: card, pin: '1234' },
    });
    expect(errorIdOf(response)).toBe(code);
  });

  it('partial cover: PYT300 until a card pays the rest; GFC700 when applied twice; balance taken on placement', async () => {
    const { token, basketId } = await preparedBasket(app, [{ productId: variant }]);
    const gift = {
      payment_method_id: 'GIFT_CARD',
      gift_card: { card_number: '6000100000000050', pin: '1234' },
    };
    const applied = (await addInstrument(app, token, basketId, gift)).json() as TestBasket;
    expect(applied.payment_instruments[0]?.amount).toBe(50);
    expect(applied.totals.remainingToPay).toBeCloseTo(applied.totals.total - 50, 2);
    expect(errorIdOf(await addInstrument(app, token, basketId, gift))).toBe('GFC700');
    const short = await place(app, token, basketId);
    expect(errorIdOf(short)).toBe('PYT300');
    await addInstrument(app, token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      payment_card: visa,
    });
    const before = await balance('6000100000000050');
    const placed = await place(app, token, basketId);
    expect(placed.statusCode).toBe(200);
    expect(await balance('6000100000000050')).toBe((before ?? 0) - 5000);
  });

  it('PYT404 without any instrument; deleting an unknown instrument is PYT404 too', async () => {
    const { token, basketId } = await preparedBasket(app, [{ productId: variant }]);
    expect(errorIdOf(await place(app, token, basketId))).toBe('PYT404');
    const del = await post(
      app,
      checkoutPaths.paymentInstruments(basketId),
      { payment_instrument_id: 'nope' },
      token,
      'DELETE',
    );
    expect(errorIdOf(del)).toBe('PYT404');
  });

  it('deletes an instrument', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const basket = (
      await addInstrument(app, token, basketId, {
        payment_method_id: 'CREDIT_CARD',
        payment_card: visa,
      })
    ).json() as TestBasket;
    const id = basket.payment_instruments[0]?.payment_instrument_id;
    const del = await post(
      app,
      `${checkoutPaths.paymentInstruments(basketId)}?payment_instrument_id=${id}`,
      undefined,
      token,
      'DELETE',
    );
    expect((del.json() as TestBasket).payment_instruments).toEqual([]);
  });
});

describe('payment methods per shopper (spec 1 §3, §6)', () => {
  it('a guest gets no athlete payment, loyalty points or rewards', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const methods = (await getAs(app, checkoutPaths.paymentMethods(basketId), token)).json() as {
      applicablePaymentMethods: { id: string }[];
    };
    const ids = methods.applicablePaymentMethods.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['CREDIT_CARD', 'GIFT_CARD', 'BNPL']));
    expect(ids).not.toContain('ATHLETES_PAYMENT');
    expect(ids).not.toContain('LOYALTY_POINTS');
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, { payment_method_id: 'ATHLETES_PAYMENT' }),
      ),
    ).toBe('PYT300');
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'REWARD_CODE',
          reward_code: 'RWD-ANY-20',
        }),
      ),
    ).toBe('REW401');
  });

  it('ATHLETES_PAYMENT: remaining and payable for the athlete, spend recorded on placement', async () => {
    const { athlete } = testConsumers;
    const session = await registeredToken(app, athlete.username, athlete.password);
    const { token, basketId } = await preparedBasket(
      app,
      [{ productId: variant }],
      session.accessToken,
    );
    const methods = (await getAs(app, checkoutPaths.paymentMethods(basketId), token)).json() as {
      athletesPayment: { remaining: number; payable: number };
      remainingToPay: number;
    };
    expect(methods.athletesPayment.remaining).toBe(1650);
    expect(methods.athletesPayment.payable).toBe(methods.remainingToPay);
    const paid = (
      await addInstrument(app, token, basketId, { payment_method_id: 'ATHLETES_PAYMENT' })
    ).json() as TestBasket;
    expect(paid.totals.remainingToPay).toBe(0);
    expect((await place(app, token, basketId)).statusCode).toBe(200);
    const [row] = await handle.db
      .select()
      .from(consumers)
      .where(eq(consumers.id, athlete.consumerId));
    expect(row?.athlete?.currentSpend).toBeCloseTo(350 + paid.totals.total, 2);
  });

  it('LOYALTY_POINTS, REWARD_CODE and REWARD_CARD for the loyalty member; REW codes', async () => {
    const { loyalty } = testConsumers;
    const session = await registeredToken(app, loyalty.username, loyalty.password);
    const { token, basketId } = await preparedBasket(
      app,
      [{ productId: variant }],
      session.accessToken,
    );
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'LOYALTY_POINTS',
          points: 999999,
        }),
      ),
    ).toBe('REW140');
    const points = (
      await addInstrument(app, token, basketId, {
        payment_method_id: 'LOYALTY_POINTS',
        points: 1000,
      })
    ).json() as TestBasket;
    expect(points.payment_instruments[0]?.amount).toBe(10);
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'REWARD_CODE',
          reward_code: 'RWD-NOPE',
        }),
      ),
    ).toBe('REW130');
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'REWARD_CODE',
          reward_code: 'RWD-OLD',
        }),
      ),
    ).toBe('REW130');
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'REWARD_CODE',
          reward_code: 'RWD-FUTURE',
        }),
      ),
    ).toBe('REW135');
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'REWARD_CODE',
          reward_code: 'RWD-USED',
        }),
      ),
    ).toBe('REW140');
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'REWARD_CODE',
          reward_code: 'RWD-OTHER',
        }),
      ),
    ).toBe('REW401');
    await addInstrument(app, token, basketId, {
      payment_method_id: 'REWARD_CODE',
      reward_code: 'RWD-ANY-20',
    });
    const card = (
      await addInstrument(app, token, basketId, {
        payment_method_id: 'REWARD_CARD',
        reward_card: { card_number: '6006491111111111' },
      })
    ).json() as TestBasket;
    expect(card.payment_instruments.map((p) => [p.payment_method_id, p.amount])).toEqual([
      ['LOYALTY_POINTS', 10],
      ['REWARD_CODE', 20],
      ['REWARD_CARD', 25],
    ]);
    await addInstrument(app, token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      payment_card: visa,
    });
    expect((await place(app, token, basketId)).statusCode).toBe(200);
    const [row] = await handle.db
      .select()
      .from(consumers)
      .where(eq(consumers.id, loyalty.consumerId));
    expect(row?.loyalty?.points).toBe(1500);
  });

  it("a member's own reward code pays once: REW140 on a later basket", async () => {
    const { loyalty } = testConsumers;
    const session = await registeredToken(app, loyalty.username, loyalty.password);
    const first = await preparedBasket(app, [{ productId: variant }], session.accessToken);
    const code = { payment_method_id: 'REWARD_CODE', reward_code: 'RWD-10-LOGAN' };
    expect((await addInstrument(app, first.token, first.basketId, code)).statusCode).toBe(200);
    await addInstrument(app, first.token, first.basketId, {
      payment_method_id: 'CREDIT_CARD',
      payment_card: visa,
    });
    expect((await place(app, first.token, first.basketId)).statusCode).toBe(200);
    const second = await preparedBasket(app, [{ productId: variant }], session.accessToken);
    expect(errorIdOf(await addInstrument(app, second.token, second.basketId, code))).toBe('REW140');
  });

  it('BNPL needs a payment session of the basket (PYT400), then pays the rest', async () => {
    const { token, basketId } = await preparedBasket(app, [{ productId: variant }]);
    expect(
      errorIdOf(
        await addInstrument(app, token, basketId, {
          payment_method_id: 'BNPL',
          additionalDetails: { sessionId: 'ps_fake' },
        }),
      ),
    ).toBe('PYT400');
    const session = await getAs(
      app,
      `${checkoutPaths.paymentSession}?cartId=${basketId}&paymentMethodId=BNPL&referer=/checkout`,
      token,
    );
    expect(session.statusCode).toBe(200);
    const { sessionId, success, provider } = session.json() as {
      sessionId: string;
      success: boolean;
      provider: string;
    };
    expect({ success, provider }).toEqual({ success: true, provider: 'paylater' });
    const paid = (
      await addInstrument(app, token, basketId, {
        payment_method_id: 'BNPL',
        additionalDetails: { sessionId },
      })
    ).json() as TestBasket;
    expect(paid.totals.remainingToPay).toBe(0);
    const fingerprint = await post(
      app,
      checkoutPaths.deviceFingerPrint,
      { cartId: basketId, fingerPrint: 'abc' },
      token,
    );
    expect(fingerprint.json()).toEqual({ cartId: basketId, recorded: true });
    expect((await place(app, token, basketId)).json()).toMatchObject({
      st: 'created',
      paymentMethod: { code: 'BNPL' },
    });
  });
});
