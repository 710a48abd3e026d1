import { describe, expect, it } from 'vitest';
import { signUpLabels } from '../signUp/labels';
import { birthDateIn, checkProfileDetails, type EnrollmentDetailRules } from './detailRules';

const rules = (dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY' = 'MM/DD/YYYY'): EnrollmentDetailRules => ({
  config: {
    minimalAge: 18,
    today: '2026-11-26',
    birthDateRequired: false,
    phoneRequired: false,
    genderRequired: false,
    dateFormat,
    phoneEntries: [
      { dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' },
      { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
    ],
    region: 'NORA',
  },
  validation: signUpLabels.validation,
  dialCodeLabel: 'Country code',
});

describe('birthDateIn', () => {
  it('writes a stored date in the locale format', () => {
    expect(birthDateIn('1990-07-14', 'MM/DD/YYYY')).toBe('07/14/1990');
    expect(birthDateIn('1990-07-14', 'DD/MM/YYYY')).toBe('14/07/1990');
    expect(birthDateIn('', 'DD/MM/YYYY')).toBe('');
    expect(birthDateIn(undefined, 'DD/MM/YYYY')).toBe('');
  });
});

describe('checkProfileDetails (the sign-up rules, spec 2 §5, spec 3 §5)', () => {
  it('accepts empty details (a step may leave them for later)', () => {
    expect(checkProfileDetails({ phone: '', birthDate: '' }, rules())).toEqual({
      errors: {},
      values: { phone: '', birthDate: '' },
    });
  });

  it('rejects a phone the phone module rejects', () => {
    expect(checkProfileDetails({ phone: '+1303555' }, rules()).errors).toEqual({
      phone: 'A valid phone number is required',
    });
    expect(checkProfileDetails({ phone: '+13035550142' }, rules()).errors).toEqual({});
  });

  it('names the minimal age like the sign-up form (PRO410)', () => {
    expect(checkProfileDetails({ birthDate: '01/01/2010' }, rules()).errors).toEqual({
      birthDate: 'You must be at least 18 years old',
    });
    expect(checkProfileDetails({ birthDate: '13/01/1990' }, rules()).errors.birthDate).toMatch(
      /MM\/DD\/YYYY/,
    );
  });

  it('saves a valid birth date as YYYY-MM-DD', () => {
    expect(checkProfileDetails({ birthDate: '14/07/1990' }, rules('DD/MM/YYYY'))).toEqual({
      errors: {},
      values: { birthDate: '1990-07-14' },
    });
  });
});
