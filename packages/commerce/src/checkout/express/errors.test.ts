import { describe, expect, it } from 'vitest';
import { storyTranslator } from '../../messages/labelsIn';
import { expressErrorFor } from './errors';
import { fixtureFailures } from './fixtures';
import { expressLabelsFrom } from './labels';

const en = expressLabelsFrom(storyTranslator('en', 'express'));
const fr = expressLabelsFrom(storyTranslator('fr', 'express'));
const options = { step: 'shippingContact', storeCountry: 'US', localeTag: 'en-US' } as const;

describe('expressErrorFor (spec 3 §8 cart and wallet)', () => {
  it('country mismatch: the wallet country error naming the store country, in the sheet', () => {
    expect(expressErrorFor(fixtureFailures.country, en, options)).toEqual({
      kind: 'country',
      code: 'SHP400',
      endsSession: false,
      placement: 'sheet',
      message: 'We only ship to United States with the card wallet. Please choose another address.',
    });
    expect(
      expressErrorFor(fixtureFailures.country, fr, {
        ...options,
        storeCountry: 'CA',
        localeTag: 'fr-CA',
      }).message,
    ).toContain('Canada');
  });

  it('long city name: the city-length error', () => {
    expect(expressErrorFor(fixtureFailures.cityLength, en, options)).toMatchObject({
      placement: 'sheet',
      message: 'The city name must be 50 characters or fewer.',
    });
  });

  it('unserviceable address or method: the shipping message of the server, else ours', () => {
    expect(expressErrorFor(fixtureFailures.shipping, en, options).message).toBe(
      fixtureFailures.shipping.message,
    );
    expect(expressErrorFor({ ...fixtureFailures.shipping, message: '' }, en, options).message).toBe(
      en.errors.shipping,
    );
  });

  it('invalid contact: a field error of the named contact and field', () => {
    expect(
      expressErrorFor(fixtureFailures.contact, en, { ...options, step: 'paymentAuthorization' }),
    ).toEqual({
      kind: 'contact',
      code: 'BIL400',
      endsSession: false,
      placement: 'field',
      contact: 'billing',
      field: 'postalCode',
      message: 'Postal code: please check this information.',
    });
    expect(
      expressErrorFor({ ...fixtureFailures.contact, message: 'Bad ZIP' }, en, options).message,
    ).toBe('Bad ZIP');
  });

  it('incomplete PayPal address: back to /checkout', () => {
    expect(expressErrorFor(fixtureFailures.incompleteAddress, en, options)).toMatchObject({
      placement: 'checkout',
      endsSession: true,
      message: en.errors.incompleteAddress,
    });
  });

  it('anything else: unknown, under the buttons, the session ends', () => {
    expect(expressErrorFor(fixtureFailures.unknown, fr, options)).toMatchObject({
      placement: 'page',
      endsSession: true,
      message: fr.errors.unknown,
    });
  });

  it('any failure of merchant validation ends the session and shows under the buttons', () => {
    expect(
      expressErrorFor(fixtureFailures.country, en, { ...options, step: 'merchantValidation' }),
    ).toMatchObject({ placement: 'page', endsSession: true });
  });
});
