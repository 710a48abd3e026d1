import { describe, expect, it } from 'vitest';
import {
  addressOfValues,
  addressSchema,
  emptyAddress,
  phoneEntriesOf,
  rulesOf,
} from './addressForm';

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
  it('an empty required field says the given required message (fr-ca)', () => {
    const french = addressSchema({
      rules: rulesOf(us),
      phoneEntries: entries,
      region: 'NORA',
      provinces: [{ code: 'CO' }],
      required: 'Ce champ est obligatoire',
    });
    const issues = french.safeParse(emptyAddress('US')).error?.issues ?? [];
    const firstName = issues.find((issue) => issue.path[0] === 'firstName');
    expect(firstName?.message).toBe('Ce champ est obligatoire');
    expect(issues.some((issue) => issue.message === 'This field is required')).toBe(false);
  });
});
