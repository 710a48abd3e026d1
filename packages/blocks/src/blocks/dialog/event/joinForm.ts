import { messages } from '@storefront/ui';
import * as z from 'zod';
import type { EventRegistrationPayload, FormsProfile } from '../../../services/forms';

/**
 * A guest name (spec 3 §5 "Event join form"): letters including accented, spaces, comma,
 * period, apostrophe (also the typographic ’), backtick and hyphen; 2 to 30 characters (spec 3 §9 "Name length 2 to 30").
 */
export const guestNamePattern = /^[\p{L}\p{M} ,.'\u2019`-]{2,30}$/u;

/** Values of the join form as the shopper edits them. */
export interface JoinFormValues {
  /** Read-only, prefilled from the profile. */
  email: string;
  /** Chosen attending days `YYYY-MM-DD`. */
  attendingDays: string[];
  /** The plus-one guest's name; `''` when none (only with `enablePlusOne`). */
  plusOne: string;
  eventTermsAccepted: boolean;
}

/**
 * The join form's schema (spec 3 §5 "Event join form"): at least one attending day among `days`
 * ('This field is required'), the guest name if entered must be a name ('Name is not valid.'),
 * the terms checkbox is required (the required-checkbox message).
 */
export function createJoinFormSchema(days: readonly string[]) {
  const allowed = new Set(days);
  return z.object({
    email: z.string(),
    attendingDays: z
      .array(z.string())
      .refine((chosen) => chosen.length > 0, messages.required)
      .refine((chosen) => chosen.every((day) => allowed.has(day)), messages.required),
    plusOne: z
      .string()
      .trim()
      .refine((name) => name === '' || guestNamePattern.test(name), messages.name),
    eventTermsAccepted: z.boolean().refine((accepted) => accepted, messages.requiredCheckbox),
  });
}

/**
 * The registration payload of spec 3 §3 from the profile, the event and the join form:
 * attending days in date order, `plusOne` true with the trimmed `plusOneName` when a guest name
 * was entered, `registrationTimestamp` = `now` as ISO 8601.
 */
export function buildRegistrationPayload(
  profile: FormsProfile,
  eventId: string,
  values: JoinFormValues,
  now: Date,
): EventRegistrationPayload {
  const plusOne = values.plusOne.trim();
  return {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender,
    phoneNumber: profile.phoneNumber,
    attendingDays: [...values.attendingDays].sort(),
    eventId,
    eventTermsAccepted: true,
    plusOne: plusOne !== '',
    ...(plusOne !== '' ? { plusOneName: plusOne } : {}),
    registrationTimestamp: now.toISOString(),
  };
}
