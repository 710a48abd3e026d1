import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { parseLocaleFlag } from '../localeFlag';

/**
 * Account settings of the storefront's site configuration, read on the server at request time
 * (not inlined in the build: an environment may change them without rebuilding).
 * - `STOREFRONT_COLLECT_INTERESTS=off` turns off interests collection (spec 3 §4 "Sign-up":
 *   the interests dialog follows a sign-up "if collection is on"); default on.
 * - `STOREFRONT_INTERESTS_TIED_TO_NEWSLETTER=on` ties it to the newsletter box (the dialog
 *   only follows a sign-up with the newsletter ticked); default off.
 * - `STOREFRONT_SIMPLIFIED_ENROLLMENT`: see {@link allowsSimplifiedEnrollment}.
 */
export const accountFeatures = {
  collectInterests: process.env.STOREFRONT_COLLECT_INTERESTS !== 'off',
  interestsTiedToNewsletter: process.env.STOREFRONT_INTERESTS_TIED_TO_NEWSLETTER === 'on',
} as const;

/**
 * The feature flag `allowSimplifiedEnrollment` (spec 1 §2, spec 2 §2: the simplified enrolment
 * variant replaces the sign-in dialog) for a locale: `STOREFRONT_SIMPLIFIED_ENROLLMENT=on` for
 * every locale, `off`, or a comma-separated list of locale paths (`en-ca,fr-ca`); default off
 * (`parseLocaleFlag`).
 */
export function allowsSimplifiedEnrollment(locale: StorefrontLocale): boolean {
  return parseLocaleFlag(process.env.STOREFRONT_SIMPLIFIED_ENROLLMENT, false).on(locale.path);
}
