import { describe, expect, it } from 'vitest';
import { storyTranslator } from '../../messages/labelsIn';
import { formatInterests } from '../enrollment/enrollmentSteps';
import {
  profileFailureField,
  profileMessagesFrom,
  profileSchemaWith,
  profileUpdateOf,
} from './profileRules';

const english = profileMessagesFrom(storyTranslator('en', 'accountarea'));

const empty = {
  firstName: '',
  lastName: ' ',
  phone: '',
  postalCode: '',
  birthDate: '',
  interests: [],
  preferredShoeSize: '',
};

describe('profileUpdateOf (spec 2 §5)', () => {
  it('skips the update when every value is empty', () => {
    expect(profileUpdateOf(empty, formatInterests)).toBeNull();
  });
  it('sends only the values given, trimmed, interests joined by a pipe', () => {
    expect(
      profileUpdateOf(
        { ...empty, firstName: ' Ada ', interests: ['Hiking', 'Climbing'], preferredShoeSize: '9' },
        formatInterests,
      ),
    ).toEqual({
      consumerProfile: {
        consumerDetails: { firstName: 'Ada' },
        preferences: { interests: 'Hiking|Climbing', preferredShoeSize: '9' },
      },
    });
  });
  it('leaves preferences out when none is given', () => {
    expect(profileUpdateOf({ ...empty, birthDate: '1990-05-01' }, formatInterests)).toEqual({
      consumerProfile: { consumerDetails: { birthDate: '1990-05-01' } },
    });
  });
});

describe('profileFailureField (spec 2 §8)', () => {
  it('places PRO4xx date errors at the birth date', () => {
    expect(profileFailureField('PRO410')).toBe('birthDate');
    expect(profileFailureField('PRO411')).toBe('birthDate');
    expect(profileFailureField('PRO400')).toBe('birthDate');
    expect(profileFailureField('AUT440')).toBe('phone');
    expect(profileFailureField('GEN500')).toBeUndefined();
  });
});

describe('profileSchemaWith (spec 2 §5 phone rules)', () => {
  const phoneEntries = [{ dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' }];
  const values = { ...empty, lastName: '', phone: '+13035550100', interests: ['Hiking'] };
  const schema = profileSchemaWith(
    { phoneEntries, region: 'NORA', currentPhone: '+1303' },
    english,
  );

  it('accepts any values, every one optional', () => {
    expect(schema.parse(values)).toEqual(values);
    expect(schema.safeParse({ ...empty, lastName: '' }).success).toBe(true);
  });
  it('refuses a changed phone that breaks the shared rules, at the phone', () => {
    expect(schema.safeParse({ ...values, phone: '+130355' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'A valid phone number is required' }),
    ]);
  });
  it('does not check again the phone the profile has, nor any phone without dial codes', () => {
    expect(schema.safeParse({ ...values, phone: '+1303' }).success).toBe(true);
    expect(profileSchemaWith({}, english).safeParse({ ...values, phone: '+130355' }).success).toBe(
      true,
    );
  });
  it('speaks the messages it is given', () => {
    const french = profileSchemaWith({ phoneEntries }, { phoneInvalid: 'Numéro invalide' });
    expect(french.safeParse({ ...values, phone: '+130355' }).error?.issues[0]?.message).toBe(
      'Numéro invalide',
    );
  });
});
