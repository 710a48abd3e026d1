import { cardAlreadyExistsCode, consumerPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  captchaToken,
  errorIdOf,
  getAs,
  post,
  registeredToken,
  startAuthTestServer,
  testConsumers,
} from './authHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let athlete = '';
let registered = '';

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
  athlete = (
    await registeredToken(app, testConsumers.athlete.username, testConsumers.athlete.password)
  ).accessToken;
  registered = (
    await registeredToken(app, testConsumers.registered.username, testConsumers.registered.password)
  ).accessToken;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const address = (line: string, extra: object = {}) => ({
  approachType: 'S',
  firstName: 'Avery',
  lastName: 'Lindqvist',
  addressLine1: line,
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  ...extra,
});

async function mains(accessToken: string, approachType: 'S' | 'B') {
  const profile = (await getAs(app, consumerPaths.consumer, accessToken)).json() as {
    consumerDetails: { address: { id: string; main: boolean; approachType: string }[] };
  };
  return Object.fromEntries(
    profile.consumerDetails.address
      .filter((a) => a.approachType === approachType)
      .map((a) => [a.id, a.main]),
  );
}

describe('consumer addresses (spec 2 §4 main flag)', () => {
  let first = '';
  let second = '';

  it('the first address of a type becomes main; later ones are not', async () => {
    const a = await post(app, consumerPaths.address, address('1 Pike St'), athlete);
    expect(a.statusCode).toBe(201);
    first = a.json().addressId;
    expect(a.json().address.main).toBe(true);
    const b = await post(app, consumerPaths.address, address('2 Pine St'), athlete);
    second = b.json().addressId;
    expect(b.json().address.main).toBe(false);
    const billing = await post(
      app,
      consumerPaths.address,
      address('1 Pike St', { approachType: 'B' }),
      athlete,
    );
    expect(billing.json().address.main).toBe(true);
  });

  it('setting one main clears the others of the same type only', async () => {
    await post(
      app,
      consumerPaths.addressById(second),
      address('2 Pine St', { main: true }),
      athlete,
      'PUT',
    );
    expect(await mains(athlete, 'S')).toEqual({ [first]: false, [second]: true });
    expect(Object.values(await mains(athlete, 'B'))).toEqual([true]);
  });

  it('CCA400 for the same address of the same type (case and spaces ignored)', async () => {
    const dup = await post(app, consumerPaths.address, address('1  PIKE st'), athlete);
    expect(dup.statusCode).toBe(409);
    expect(errorIdOf(dup)).toBe('CCA400');
  });

  it('deleting the main passes it to the oldest other', async () => {
    const removed = await post(
      app,
      consumerPaths.addressById(second),
      undefined,
      athlete,
      'DELETE',
    );
    expect(removed.statusCode).toBe(200);
    expect(await mains(athlete, 'S')).toEqual({ [first]: true });
  });

  it('CCA401 for an unknown id or another consumer’s address', async () => {
    const unknown = await post(
      app,
      consumerPaths.addressById('nope'),
      address('x'),
      athlete,
      'PUT',
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorIdOf(unknown)).toBe('CCA401');
    const foreign = await post(
      app,
      consumerPaths.addressById('a-0101-s1'),
      undefined,
      athlete,
      'DELETE',
    );
    expect(errorIdOf(foreign)).toBe('CCA401');
  });

  it('bad body → 400 API400', async () => {
    const response = await post(app, consumerPaths.address, { approachType: 'S' }, athlete);
    expect(errorIdOf(response)).toBe('API400');
  });
});

describe('saved payment instruments', () => {
  const card = async (number: string, extra: object = {}) => ({
    paymentMethodId: 'CREDIT_CARD',
    card: {
      number,
      holderName: 'Avery Lindqvist',
      cardType: 'VISA',
      expirationMonth: 10,
      expirationYear: 2030,
      ...extra,
    },
    recaptcha_response: await captchaToken(app, 'saveCard'),
  });

  it('saves a card masked; the first becomes the default', async () => {
    const response = await post(
      app,
      consumerPaths.paymentInstruments,
      await card('4012888888881881'),
      athlete,
    );
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      isDefault: true,
      card: { maskedNumber: '************1881', lastFour: '1881' },
    });
    expect(saved.card.paymentInstrumentId).toBe(saved.paymentInstrumentId);
    expect(JSON.stringify(saved)).not.toContain('4012888888881881');
  });

  it(`the same card again → 409 ${cardAlreadyExistsCode} (card already exists)`, async () => {
    const response = await post(
      app,
      consumerPaths.paymentInstruments,
      await card('4012 8888 8888 1881'),
      athlete,
    );
    expect(response.statusCode).toBe(409);
    expect(errorIdOf(response)).toBe(cardAlreadyExistsCode);
    expect(response.json().errorDetails[0].message).toMatch(/already saved/);
  });

  it('FE309 expired card, API400 number failing the Luhn check', async () => {
    const expired = await post(
      app,
      consumerPaths.paymentInstruments,
      await card('4000056655665556', { expirationYear: 2025 }),
      athlete,
    );
    expect(errorIdOf(expired)).toBe('FE309');
    const bad = await post(
      app,
      consumerPaths.paymentInstruments,
      await card('4111111111111112'),
      athlete,
    );
    expect(errorIdOf(bad)).toBe('API400');
  });

  it('a new default moves the flag; PATCH and DELETE; PYT404 for unknown ids', async () => {
    const second = await post(
      app,
      consumerPaths.paymentInstruments,
      { ...(await card('5555555555554444')), isDefault: true },
      athlete,
    );
    const id = second.json().paymentInstrumentId as string;
    const list = (await getAs(app, consumerPaths.paymentInstruments, athlete)).json();
    expect(list.paymentInstruments.map((p: { isDefault: boolean }) => p.isDefault)).toEqual([
      true,
      false,
    ]);
    expect(list.paymentInstruments[0].paymentInstrumentId).toBe(id);
    const patched = await post(
      app,
      consumerPaths.paymentInstrument(id),
      { holderName: 'A. Lindqvist', expirationYear: 2031 },
      athlete,
      'PATCH',
    );
    expect(patched.json().card).toMatchObject({ holderName: 'A. Lindqvist', expirationYear: 2031 });
    expect(
      (await post(app, consumerPaths.paymentInstrument(id), undefined, athlete, 'DELETE'))
        .statusCode,
    ).toBe(200);
    const gone = await post(app, consumerPaths.paymentInstrument(id), undefined, athlete, 'DELETE');
    expect(gone.statusCode).toBe(404);
    expect(errorIdOf(gone)).toBe('PYT404');
  });

  it('the seeded card of another consumer is not reachable (PYT404); filter by method', async () => {
    const foreign = await post(
      app,
      consumerPaths.paymentInstrument('pi-0101-visa'),
      { isDefault: true },
      athlete,
      'PATCH',
    );
    expect(errorIdOf(foreign)).toBe('PYT404');
    const own = await getAs(
      app,
      `${consumerPaths.paymentInstruments}?paymentMethodId=CREDIT_CARD`,
      registered,
    );
    expect(own.json().paymentInstruments).toHaveLength(1);
    const gift = await getAs(
      app,
      `${consumerPaths.paymentInstruments}?paymentMethodId=GIFT_CARD`,
      registered,
    );
    expect(gift.json().paymentInstruments).toHaveLength(0);
  });
});

describe('saving a card needs the saveCard captcha (spec 2 §3 recaptcha_response)', () => {
  const body = (extra: object = {}) => ({
    paymentMethodId: 'CREDIT_CARD',
    card: {
      number: '378282246310005',
      holderName: 'Riley Morgan',
      cardType: 'AMEX',
      expirationMonth: 4,
      expirationYear: 2032,
    },
    ...extra,
  });
  const listed = async () =>
    (
      (await getAs(app, consumerPaths.paymentInstruments, registered)).json() as {
        paymentInstruments: { card: { lastFour: string } }[];
      }
    ).paymentInstruments.filter((p) => p.card.lastFour === '0005');

  it('no token, an unknown one or one of another action → 403 AUT403, nothing stored', async () => {
    for (const extra of [
      {},
      { recaptcha_response: 'made-up' },
      { recaptcha_response: await captchaToken(app, 'placeOrder') },
    ]) {
      const response = await post(app, consumerPaths.paymentInstruments, body(extra), registered);
      expect(response.statusCode).toBe(403);
      expect(errorIdOf(response)).toBe('AUT403');
    }
    expect(await listed()).toHaveLength(0);
  });

  it('a fresh token saves the card once; the same token again is refused', async () => {
    const recaptcha_response = await captchaToken(app, 'saveCard');
    const saved = await post(
      app,
      consumerPaths.paymentInstruments,
      body({ recaptcha_response }),
      registered,
    );
    expect(saved.statusCode).toBe(201);
    expect(await listed()).toHaveLength(1);
    await post(
      app,
      consumerPaths.paymentInstrument(saved.json().paymentInstrumentId),
      undefined,
      registered,
      'DELETE',
    );
    const reused = await post(
      app,
      consumerPaths.paymentInstruments,
      body({ recaptcha_response }),
      registered,
    );
    expect(reused.statusCode).toBe(403);
    expect(errorIdOf(reused)).toBe('AUT403');
    expect(await listed()).toHaveLength(0);
  });
});
