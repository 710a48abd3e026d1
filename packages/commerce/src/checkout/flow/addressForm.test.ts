import { describe, expect, it } from 'vitest';
import { labelsIn } from '../../messages/labelsIn';
import {
  addressMessagesOf,
  addressOfValues,
  emptyAddress,
  phoneEntriesOf,
  ruleError,
  rulesOf,
} from './addressForm';
import { addressSchema } from './addressSchema';

const checkoutLabelsFor = (language: 'en' | 'fr') => labelsIn(language).checkout;

const us = {
  phoneCodes: [{ dialCode: '1', mask: '(999) 999-9999', code: 'US' }],
  addressRules: {
    postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', min: 5, max: 10 },
    province: { required: true },
  },
};
const entries = phoneEntriesOf([us]);
const schema = addressSchema({
  rules: rulesOf(us),
  phoneEntries: entries,
  region: 'NORA',
  provinces: [{ code: 'CO' }],
  examples: { postalCode: '12345' },
  messages: addressMessagesOf(checkoutLabelsFor('en')),
});
const valid = {
  ...emptyAddress('US'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+13035550123',
  addressLine1: '1 Main St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
};
const errors = (values: typeof valid) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('address form rules (spec 3 §5, spec 2 §5)', () => {
  it('converts the API mask to the phone field mask', () => {
    expect(entries).toEqual([{ dialCode: '1', code: 'US', mask: '(XXX) XXX-XXXX' }]);
  });

  it('accepts a valid US address', () => {
    expect(errors(valid)).toEqual({});
  });

  it('without an e-mail (a saved address of the account, spec 2 §3) the e-mail is not checked', () => {
    const saved = addressSchema({
      rules: rulesOf(us),
      phoneEntries: entries,
      region: 'NORA',
      provinces: [{ code: 'CO' }],
      messages: addressMessagesOf(checkoutLabelsFor('en')),
      withEmail: false,
    });
    expect(saved.safeParse({ ...valid, email: '' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, email: '' }).success).toBe(false);
  });

  it('shows the spec messages for empty, too short, pattern, name, email and phone', () => {
    const e = errors({
      ...valid,
      firstName: 'A',
      lastName: 'L0vel@ce',
      email: 'ada@example',
      phone: '+11235550123',
      postalCode: 'ABCDE',
      city: '',
      province: '',
    });
    expect(e.firstName).toBe('Enter at least 2 characters.');
    expect(e.lastName).toBe('Name is not valid.');
    expect(e.email).toBe('Email is not valid');
    expect(e.phone).toBe('A valid phone number is required');
    expect(e.postalCode).toBe('Value should match 12345');
    expect(e.city).toBe('This field is required');
    expect(e.province).toBe('This field is required');
  });

  it('keeps address lines to 30 characters and drops empty optional fields from the body', () => {
    expect(errors({ ...valid, addressLine1: 'x'.repeat(31) }).addressLine1).toBe(
      'Enter at most 30 characters.',
    );
    const body = addressOfValues({ ...valid, firstName: ' Ada ' });
    expect(body.firstName).toBe('Ada');
    expect(body).not.toHaveProperty('addressLine2');
    expect(body.countryCode).toBe('US');
  });
});

describe('address form messages in the page language', () => {
  const french = addressSchema({
    rules: rulesOf(us),
    phoneEntries: entries,
    region: 'NORA',
    provinces: [{ code: 'CO' }],
    examples: { postalCode: '12345' },
    messages: addressMessagesOf(checkoutLabelsFor('fr')),
  });
  const frenchErrors = (values: typeof valid) =>
    Object.fromEntries(
      (french.safeParse(values).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );

  it('an empty required field says the French required message (fr-ca)', () => {
    const e = frenchErrors(emptyAddress('US'));
    expect(e.firstName).toBe('Ce champ est obligatoire');
    expect(e.phone).toBe('Ce champ est obligatoire');
    expect(Object.values(e)).not.toContain('This field is required');
  });

  it('says the length, pattern, name, email and phone messages in French (fr-ca)', () => {
    const e = frenchErrors({
      ...valid,
      firstName: 'A',
      lastName: 'L0vel@ce',
      email: 'ada@example',
      phone: '+11235550123',
      postalCode: 'ABCDE',
      addressLine1: 'x'.repeat(31),
    });
    expect(e).toEqual({
      firstName: 'Entrez au moins 2 caractères.',
      lastName: 'Le nom n’est pas valide.',
      email: 'Le courriel n’est pas valide',
      phone: 'Un numéro de téléphone valide est requis',
      postalCode: 'La valeur doit correspondre à 12345',
      addressLine1: 'Entrez au plus 30 caractères.',
    });
  });

  it('an exact length (equal min and max) has its own message in each language', () => {
    const rule = { required: true, min: 6, max: 6 };
    expect(ruleError('A1A1A', rule, 'A1A1A1', addressMessagesOf(checkoutLabelsFor('en')))).toBe(
      'Enter exactly 6 characters.',
    );
    expect(ruleError('A1A1A', rule, 'A1A1A1', addressMessagesOf(checkoutLabelsFor('fr')))).toBe(
      'Entrez exactement 6 caractères.',
    );
  });

  it("the English messages are the spec's (spec 3 §5, spec 1 §5)", () => {
    const en = addressMessagesOf(checkoutLabelsFor('en'));
    expect([en.required, en.phone, en.email, en.name, en.pattern('12345')]).toEqual([
      'This field is required',
      'A valid phone number is required',
      'Email is not valid',
      'Name is not valid.',
      'Value should match 12345',
    ]);
  });
});
