import { describe, expect, it } from 'vitest';
import { signUpLabels } from './labels';
import {
  applyPostalMask,
  birthDateError,
  emptySignUpValues,
  placeSignUpFailure,
  type SignUpConfig,
  showsInterestsAfterSignUp,
  signUpPrefillOf,
  signUpQueryOf,
  signUpRequestOf,
  signUpSchemaWith,
  smsOptInAfterPhoneChange,
  yearsBefore,
} from './signUpRules';

const config: SignUpConfig = {
  minimalAge: 16,
  today: '2026-11-26',
  birthDateRequired: false,
  phoneRequired: false,
  genderRequired: false,
  postalMask: 'A9A 9A9',
  dateFormat: 'MM/DD/YYYY',
  phoneEntries: [{ dialCode: '1', code: 'CA', mask: '(XXX) XXX - XXXX' }],
  region: 'NORA',
};
const words = signUpLabels.validation;
const valid = emptySignUpValues({
  firstName: 'Noa',
  lastName: 'Berg',
  email: 'noa@example.com',
  password: 'Welcome123',
  postalCode: 'K1A 0B1',
  loyaltyTerms: true,
  policy: true,
  birthDate: '06/15/1992',
});

describe('birth date (spec 3 §5)', () => {
  it('is not later than today minus the minimal age, and the message names the age', () => {
    expect(yearsBefore('2026-11-26', 16)).toBe('2010-11-26');
    expect(birthDateError('11/26/2010', config, true, words)).toBeUndefined();
    expect(birthDateError('11/27/2010', config, true, words)).toBe(
      'You must be at least 16 years old',
    );
  });

  it('must be a valid date, not before the minimum date, and required when asked', () => {
    expect(birthDateError('02/30/1990', config, false, words)).toMatch(/MM\/DD\/YYYY/);
    expect(birthDateError('01/01/1899', config, false, words)).toBe(words.birthDateTooEarly);
    expect(birthDateError('', config, true, words)).toBe(words.required);
    expect(birthDateError('', config, false, words)).toBeUndefined();
  });
});

describe('signUpSchemaWith', () => {
  const schema = signUpSchemaWith(config, words);
  const issues = (values: object) =>
    Object.fromEntries(
      (schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    );

  it('accepts a complete form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('requires the loyalty terms and the policy boxes', () => {
    expect(issues({ loyaltyTerms: false, policy: false })).toMatchObject({
      loyaltyTerms: words.requiredCheckbox,
      policy: words.requiredCheckbox,
    });
  });

  it('checks the password hint list, the email and the postal mask', () => {
    expect(issues({ password: 'welcome123' }).password).toBe(words.invalidPassword);
    expect(issues({ email: 'noa@example' }).email).toBe(words.invalidEmail);
    expect(issues({ postalCode: 'K1A' }).postalCode).toBe('Value should match A9A 9A9');
  });

  it('requires phone and gender only in configured locales', () => {
    expect(issues({}).phone).toBeUndefined();
    const strict = signUpSchemaWith(
      { ...config, phoneRequired: true, genderRequired: true },
      words,
    );
    const result = strict.safeParse(valid).error?.issues.map((i) => i.path[0]);
    expect(result).toEqual(expect.arrayContaining(['phone', 'gender']));
  });

  it('checks a given phone by the shared rules', () => {
    expect(issues({ phone: '+1416555' }).phone).toBe(words.invalidPhone);
    expect(issues({ phone: '+14165550123' }).phone).toBeUndefined();
  });
});

describe('applyPostalMask', () => {
  it('writes letters and digits into the mask, upper case', () => {
    expect(applyPostalMask('k1a0b1', 'A9A 9A9')).toBe('K1A 0B1');
    expect(applyPostalMask('k1', 'A9A 9A9')).toBe('K1');
    expect(applyPostalMask('12345', undefined)).toBe('12345');
  });
});

describe('SMS opt-in (spec 3 §4)', () => {
  it('resets the acceptance when the phone is emptied or invalid', () => {
    expect(smsOptInAfterPhoneChange({ sms: true, optInAccepted: true }, false)).toEqual({
      sms: true,
      optInAccepted: false,
    });
    expect(smsOptInAfterPhoneChange({ sms: true, optInAccepted: true }, true).optInAccepted).toBe(
      true,
    );
  });
});

describe('query and request (spec 3 §2, §7)', () => {
  it('reads the sign-up page query', () => {
    expect(
      signUpQueryOf({
        consumerId: 'c-1',
        email: 'noa@example.com',
        storeNum: '0042',
        enrollment_marketing_source: 'spring',
        leadSource: 'instore',
        referral_code: 'REF123',
        other: 'x',
      }),
    ).toEqual({
      consumerId: 'c-1',
      email: 'noa@example.com',
      storeNum: '0042',
      campaignName: 'spring',
      leadSource: 'instore',
      referralCode: 'REF123',
    });
    expect(signUpQueryOf({ storeNum: '<script>' })).toEqual({});
  });

  it('prefills from retrieveUserData, else only the query email', () => {
    const details = {
      email: 'lead@example.com',
      firstName: 'Lee',
      lastName: 'Adams',
      phone: '+13035550108',
      postalCode: '',
    };
    expect(signUpPrefillOf({ email: 'Lead@example.com' }, details)).toEqual({
      email: 'lead@example.com',
      firstName: 'Lee',
      lastName: 'Adams',
      phone: '+13035550108',
    });
    expect(signUpPrefillOf({ email: 'noa@example.com' }, null)).toEqual({
      email: 'noa@example.com',
    });
    expect(signUpPrefillOf({}, null)).toEqual({});
  });

  it('builds the sign-up call with the spec 3 §7 fields', () => {
    const request = signUpRequestOf(
      { ...valid, newsletter: true, phone: '+14165550123', sms: true, optInAccepted: true },
      { consumerId: 'c-1', storeNum: '0042', campaignName: 'spring', referralCode: 'REF1' },
      'MM/DD/YYYY',
      'captcha-1',
    );
    expect(request).toMatchObject({
      login: 'noa@example.com',
      birthdate: '1992-06-15',
      phone: '+14165550123',
      loyaltyEnrollment: 'Full',
      acquisitionType: 'Registered',
      campaignName: 'spring',
      source: { store: '0042' },
      isTermsConfirmed: true,
      isTemporaryPassword: false,
      termsConditionsAndPolicy: true,
      loyaltyNewsletterConsent: true,
      referralCode: 'REF1',
      consumerId: 'c-1',
      captchaResponse: 'captcha-1',
      subscriptions: {
        newsletterConsent: true,
        loyaltyConsent: true,
        smsNotificationConsent: true,
      },
    });
  });

  it('sends no SMS consent before its terms are accepted', () => {
    const request = signUpRequestOf(
      { ...valid, phone: '+14165550123', sms: true },
      {},
      'MM/DD/YYYY',
    );
    expect(request.subscriptions?.smsNotificationConsent).toBe(false);
  });
});

describe('failures (spec 3 §8)', () => {
  it('login in use marks the email, AUT440 the phone, PRO411 re-validates, others the form', () => {
    expect(placeSignUpFailure('AUT439').field).toBe('email');
    expect(placeSignUpFailure('AUT440')).toEqual({
      field: 'phone',
      message: 'This phone number is already in use.',
    });
    expect(placeSignUpFailure('PRO411').field).toBe('revalidate');
    expect(placeSignUpFailure('AUT403').field).toBe('form');
  });
});

describe('interests dialog rule (spec 3 §4)', () => {
  const base = {
    collectInterests: true,
    tiedToNewsletter: false,
    newsletterTicked: false,
    simplified: false,
    signInToBuy: false,
  };
  it('follows when collection is on and (not tied to a newsletter, or the box is ticked)', () => {
    expect(showsInterestsAfterSignUp(base)).toBe(true);
    expect(showsInterestsAfterSignUp({ ...base, tiedToNewsletter: true })).toBe(false);
    expect(
      showsInterestsAfterSignUp({ ...base, tiedToNewsletter: true, newsletterTicked: true }),
    ).toBe(true);
    expect(showsInterestsAfterSignUp({ ...base, simplified: true })).toBe(false);
    expect(showsInterestsAfterSignUp({ ...base, signInToBuy: true })).toBe(false);
    expect(showsInterestsAfterSignUp({ ...base, collectInterests: false })).toBe(false);
  });
});
