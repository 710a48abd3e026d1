/**
 * The sign-in and enrolment flow of spec 2 §2, as pure rules: the ordered steps, the initial
 * step, the partially enrolled profile of spec 2 §4 and the steps it is still offered, and
 * the step after each one. The flow component (`EnrollmentFlow`) and the host only ask these.
 */

/**
 * The steps in the spec's order (spec 2 §2): lookup, sign in, sign up, forgot password, then
 * complete profile 0 (non-loyalty), 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success.
 */
export const enrollmentSteps = [
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
] as const;

/** One step of the flow. */
export type EnrollmentStep = (typeof enrollmentSteps)[number];

/** The complete-profile steps with their spec numbers (spec 2 §2: 0 to 5). */
export const completeProfileNumbers: Partial<Record<EnrollmentStep, number>> = {
  completeProfile: 0,
  welcome: 1,
  mobile: 2,
  profile: 3,
  interests: 4,
  success: 5,
};

/** The details a profile needs to be complete (spec 2 §4). */
export const profileDetailKeys = [
  'phone',
  'firstName',
  'lastName',
  'postalCode',
  'birthDate',
] as const;

/** One of {@link profileDetailKeys}. */
export type ProfileDetailKey = (typeof profileDetailKeys)[number];

/** What the rules read of a consumer profile (spec 2 §3): a subset of `ConsumerProfile`. */
export interface EnrollmentProfile {
  consumerDetails: Partial<Record<ProfileDetailKey | 'email', string | null | undefined>>;
  isLoyaltyMember: boolean;
  preferences?: { interests?: string | null | undefined } | null | undefined;
}

const present = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

/** The details of {@link profileDetailKeys} the profile lacks, in that order. */
export function missingDetails(profile: EnrollmentProfile): ProfileDetailKey[] {
  return profileDetailKeys.filter((key) => !present(profile.consumerDetails[key]));
}

/**
 * Whether a profile is partially enrolled (spec 2 §4): an email exists, but phone, first
 * name, last name, postal code or birth date is missing. The mock API answers the same rule
 * as `partiallyEnrolled`.
 */
export function isPartiallyEnrolled(profile: EnrollmentProfile): boolean {
  return present(profile.consumerDetails.email) && missingDetails(profile).length > 0;
}

/**
 * The first step (spec 2 §2): `lookup` when signed out; `mobile` (2) when signed in without a
 * phone; `profile` (3) when signed in with one.
 * @param profile the signed-in consumer's profile, or null for a guest
 */
export function initialStep(profile: EnrollmentProfile | null): EnrollmentStep {
  if (!profile) return 'lookup';
  return present(profile.consumerDetails.phone) ? 'profile' : 'mobile';
}

/**
 * The complete-profile steps a signed-in consumer is still offered, in order, ending with
 * `success` (spec 2 §2, §4; spec 3 §6: a loyalty member may finish loyalty sign-up with
 * details missing, so no step is forced):
 * - a consumer joining the loyalty programme (or a member): `welcome` (just joined),
 *   `mobile` without a phone, `profile` when a name, postal code or birth date is missing,
 *   `interests` when none are recorded, then `success`;
 * - a consumer not joining: `completeProfile` (0) when partially enrolled, then `success`.
 * @param joining the consumer joins (or just joined) the loyalty programme in this flow
 */
export function remainingSteps(profile: EnrollmentProfile, joining = false): EnrollmentStep[] {
  const missing = missingDetails(profile);
  if (!joining && !profile.isLoyaltyMember) {
    return missing.length > 0 ? ['completeProfile', 'success'] : ['success'];
  }
  const steps: EnrollmentStep[] = [];
  if (joining) steps.push('welcome');
  if (missing.includes('phone')) steps.push('mobile');
  if (missing.some((key) => key !== 'phone')) steps.push('profile');
  if (!present(profile.preferences?.interests ?? undefined)) steps.push('interests');
  steps.push('success');
  return steps;
}

/**
 * The step after `current` (spec 2 §2 order): from the signed-out steps, the first remaining
 * step of the (now signed-in) profile; from a complete-profile step, the next remaining one
 * after it in the spec's order; `success` stays.
 * @param profile the profile as it stands after the step (null: still signed out)
 */
export function nextStep(
  current: EnrollmentStep,
  profile: EnrollmentProfile | null,
  joining = false,
): EnrollmentStep {
  if (!profile) return current === 'forgotPassword' ? 'signIn' : current;
  const remaining = remainingSteps(profile, joining);
  const index = enrollmentSteps.indexOf(current);
  return remaining.find((step) => enrollmentSteps.indexOf(step) > index) ?? 'success';
}

/** Interests are one string separated by a pipe (spec 2 §3, §9). */
export const interestsSeparator = '|';

/** The interests of a profile's `preferences.interests` (`Hiking|Running` → two). */
export function parseInterests(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(interestsSeparator)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The `preferences.interests` string of a list (pipe-separated, spec 2 §9). */
export function formatInterests(interests: readonly string[]): string {
  return interests
    .map((item) => item.replaceAll(interestsSeparator, ' ').trim())
    .join(interestsSeparator);
}
