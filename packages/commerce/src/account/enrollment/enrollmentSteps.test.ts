import { describe, expect, it } from 'vitest';
import {
  type EnrollmentProfile,
  enrollmentSteps,
  formatInterests,
  initialStep,
  isPartiallyEnrolled,
  missingDetails,
  nextStep,
  parseInterests,
  remainingSteps,
} from './enrollmentSteps';

const complete: EnrollmentProfile = {
  consumerDetails: {
    email: 'ada@example.com',
    phone: '+13035550142',
    firstName: 'Ada',
    lastName: 'Lovelace',
    postalCode: '80202',
    birthDate: '1990-05-05',
  },
  isLoyaltyMember: true,
  preferences: { interests: 'Hiking|Running' },
};
const withDetails = (
  details: EnrollmentProfile['consumerDetails'],
  rest: Partial<EnrollmentProfile> = {},
): EnrollmentProfile => ({
  ...complete,
  ...rest,
  consumerDetails: { ...complete.consumerDetails, ...details },
});

describe('the steps (spec 2 §2)', () => {
  it('are in the spec order', () => {
    expect(enrollmentSteps).toEqual([
      'lookup',
      'signIn',
      'signUp',
      'forgotPassword',
      'completeProfile',
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ]);
  });

  it('start at lookup signed out, mobile without a phone, profile with one', () => {
    expect(initialStep(null)).toBe('lookup');
    expect(initialStep(withDetails({ phone: '' }))).toBe('mobile');
    expect(initialStep(withDetails({ phone: null }))).toBe('mobile');
    expect(initialStep(complete)).toBe('profile');
  });
});

describe('partial enrolment (spec 2 §4)', () => {
  it('needs an email and one missing detail', () => {
    expect(isPartiallyEnrolled(complete)).toBe(false);
    for (const key of ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const) {
      expect(isPartiallyEnrolled(withDetails({ [key]: ' ' })), key).toBe(true);
    }
    expect(isPartiallyEnrolled(withDetails({ email: '', phone: '' }))).toBe(false);
    expect(missingDetails(withDetails({ phone: '', birthDate: undefined }))).toEqual([
      'phone',
      'birthDate',
    ]);
  });

  it('offers a member only the steps it still needs', () => {
    expect(remainingSteps(complete)).toEqual(['success']);
    expect(remainingSteps(withDetails({ phone: '' }))).toEqual(['mobile', 'success']);
    expect(remainingSteps(withDetails({ lastName: '' }, { preferences: null }))).toEqual([
      'profile',
      'interests',
      'success',
    ]);
  });

  it('welcomes a consumer who joins the programme, then every missing step', () => {
    const newcomer = withDetails(
      { phone: '', firstName: '', birthDate: '' },
      { isLoyaltyMember: false, preferences: { interests: '' } },
    );
    expect(remainingSteps(newcomer, true)).toEqual([
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ]);
  });

  it('offers complete profile 0 to a partial non-loyalty profile', () => {
    const guest = withDetails({ postalCode: '' }, { isLoyaltyMember: false });
    expect(remainingSteps(guest)).toEqual(['completeProfile', 'success']);
    expect(remainingSteps({ ...complete, isLoyaltyMember: false })).toEqual(['success']);
  });
});

describe('nextStep', () => {
  const partial = withDetails({ phone: '', postalCode: '' }, { isLoyaltyMember: false });

  it('goes from sign-in or sign-up to the first remaining step', () => {
    expect(nextStep('signIn', partial, true)).toBe('welcome');
    expect(nextStep('signUp', partial)).toBe('completeProfile');
    expect(nextStep('signIn', complete)).toBe('success');
  });

  it('walks the remaining steps in order, skipping the ones not needed', () => {
    expect(nextStep('welcome', partial, true)).toBe('mobile');
    const member = { ...partial, isLoyaltyMember: true };
    expect(nextStep('mobile', member)).toBe('profile');
    expect(nextStep('profile', member)).toBe('success');
    expect(nextStep('success', member)).toBe('success');
  });

  it('stays signed out until signed in; forgot password returns to sign in', () => {
    expect(nextStep('lookup', null)).toBe('lookup');
    expect(nextStep('forgotPassword', null)).toBe('signIn');
  });
});

describe('interests (pipe separated, spec 2 §9)', () => {
  it('parse and format', () => {
    expect(parseInterests('Hiking| Running||')).toEqual(['Hiking', 'Running']);
    expect(parseInterests(undefined)).toEqual([]);
    expect(formatInterests(['Hiking', 'Trail|Running'])).toBe('Hiking|Trail Running');
  });
});
