import { consumerPaths } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorEnvelope, scriptedClient } from '../api/recordingClient';
import { cardSaveErrorMessage, cardSaveMessages, createConsumerService } from './consumerService';

const profile = {
  consumerId: 'c1',
  consumerType: 'REGISTERED',
  consumerDetails: { address: [], athlete: null, employee: null, prosumer: null, identity: [] },
  isLoyaltyMember: true,
  memberId: 'M1',
  loyaltySummary: { points: { balance: 10 } },
  preferences: {},
  subscriptions: [],
  partiallyEnrolled: false,
};

describe('createConsumerService', () => {
  it('gets the profile with includeLoyaltySummary and the bearer token', async () => {
    const { client, calls } = scriptedClient({ body: profile });
    const service = createConsumerService(client, { accessToken: 'T' });
    await expect(service.getProfile(true)).resolves.toMatchObject({
      loyaltySummary: { points: { balance: 10 } },
    });
    expect(calls[0]?.url.pathname).toBe(consumerPaths.consumer);
    expect(calls[0]?.url.searchParams.get('includeLoyaltySummary')).toBe('true');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T');
  });

  it('lookup sends the shopper token with the email', async () => {
    const { client, calls } = scriptedClient({
      body: { exists: true, isLoyaltyMember: false, hasPassword: true, consumerType: 'REGISTERED' },
    });
    const service = createConsumerService(client, { accessToken: 'GUEST-T' });
    await expect(service.lookup({ email: 'a@b.co' })).resolves.toMatchObject({ exists: true });
    expect(calls[0]?.url.pathname).toBe(consumerPaths.lookup);
    expect(calls[0]?.url.searchParams.get('email')).toBe('a@b.co');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer GUEST-T');
  });

  it('retrieveUserData posts the pair with the shopper token; CCN404 surfaces', async () => {
    const pair = { consumerId: 'c-lead', email: 'lead@example.com' };
    const { client, calls } = scriptedClient(
      { body: { email: 'lead@example.com', firstName: 'Lee' } },
      { status: 404, body: errorEnvelope('CCN404') },
    );
    const service = createConsumerService(client, { accessToken: 'GUEST-T' });
    await expect(service.retrieveUserData(pair)).resolves.toEqual({
      email: 'lead@example.com',
      firstName: 'Lee',
    });
    expect(calls[0]?.url.pathname).toBe(consumerPaths.retrieveUserData);
    expect(calls[0]?.body).toEqual(pair);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer GUEST-T');
    const error = await service.retrieveUserData(pair).catch((e: unknown) => e);
    expect((error as ApiError).errorId).toBe('CCN404');
  });

  it('rejects an off-contract profile with GEN500', async () => {
    const { client } = scriptedClient({ body: { consumerId: 'c1' } });
    const error = await createConsumerService(client, { accessToken: 'T' })
      .getProfile()
      .catch((e: unknown) => e);
    expect((error as ApiError).errorId).toBe('GEN500');
  });

  it('address calls answer the saved address; CCA401 surfaces', async () => {
    const address = {
      id: 'a1',
      approachType: 'S',
      main: true,
      addressLine1: '1 Main',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
    };
    const { client, calls } = scriptedClient(
      { body: { addressId: 'a1', address } },
      { status: 404, body: errorEnvelope('CCA401') },
    );
    const service = createConsumerService(client, { accessToken: 'T' });
    const { id: _id, main: _main, ...request } = address;
    await expect(service.addAddress({ ...request, approachType: 'S' })).resolves.toEqual(address);
    await expect(service.deleteAddress('zz')).rejects.toMatchObject({ errorId: 'CCA401' });
    expect(calls[1]?.method).toBe('DELETE');
    expect(calls[1]?.url.pathname).toBe(consumerPaths.addressById('zz'));
  });

  it('lists payment instruments of one method', async () => {
    const { client, calls } = scriptedClient({ body: { paymentInstruments: [] } });
    await createConsumerService(client, { accessToken: 'T' }).listPaymentInstruments('GIFT_CARD');
    expect(calls[0]?.url.searchParams.get('paymentMethodId')).toBe('GIFT_CARD');
  });

  it('contact us posts the request and answers the case id', async () => {
    const { client, calls } = scriptedClient({ status: 201, body: { caseId: 'K1' } });
    const caseId = await createConsumerService(client, { accessToken: () => undefined }).contactUs({
      categoryId: 'orders',
      subjectId: 'delivery',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      message: 'Hi',
    });
    expect(caseId).toBe('K1');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('cardSaveErrorMessage (spec 2 §7)', () => {
  const error = (errorId: string) =>
    new ApiError({
      status: 409,
      errorId,
      message: 'mapped',
      serverMessage: 'This card is already saved',
    });

  it('credit card: the server message for card-already-exists, else the generic message', () => {
    expect(cardSaveErrorMessage(error('PYT400'), 'CREDIT_CARD')).toBe('This card is already saved');
    expect(cardSaveErrorMessage(error('FE309'), 'CREDIT_CARD')).toBe(
      cardSaveMessages.creditCardSaveFailed,
    );
  });

  it('gift card: already-exists or save-failed wording', () => {
    expect(cardSaveErrorMessage(error('PYT400'), 'GIFT_CARD')).toBe(
      cardSaveMessages.giftCardAlreadyExists,
    );
    expect(cardSaveErrorMessage(error('GEN500'), 'GIFT_CARD')).toBe(
      cardSaveMessages.giftCardSaveFailed,
    );
  });

  it('rethrows errors that are not API errors', () => {
    const boom = new TypeError('boom');
    expect(() => cardSaveErrorMessage(boom, 'CREDIT_CARD')).toThrow(boom);
  });
});
