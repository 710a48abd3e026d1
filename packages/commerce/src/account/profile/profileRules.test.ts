import { describe, expect, it } from 'vitest';
import { formatInterests } from '../enrollment/enrollmentSteps';
import { profileFailureField, profileUpdateOf } from './profileRules';

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
