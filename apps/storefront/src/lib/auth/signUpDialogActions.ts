'use server';

import { languageOf, type StorefrontLocale } from '@storefront/api-contract';
import {
  type EnrollmentDetailRules,
  type EnrollmentLabels,
  enrollmentLabelsFrom,
  type PasswordLabels,
  passwordHintLabelsFrom,
  passwordLabelsFrom,
  type SignUpConfig,
  type SignUpLabels,
  type SignUpTermsLinks,
  signUpLabelsFrom,
} from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { type ActionResult, serverCall } from '../server/serverCall';
import { accountFeatures } from './accountFeatures';
import { signUpConfigFor } from './signUpConfig';

/**
 * What the header's sign-up dialog needs, asked for when it first opens (so no page carries
 * the locale's sign-up rules or words until a shopper wants them): strings and plain data.
 */
export interface SignUpDialogSetup {
  /** The dialog's title (`signUp.title`). */
  title: string;
  config: SignUpConfig;
  labels: SignUpLabels;
  termsLinks: SignUpTermsLinks;
  /**
   * The interests dialog after a sign-up (spec 3 §4): its words and whether it is tied to the
   * newsletter box; absent when collection is off (`accountFeatures.collectInterests`).
   */
  interests?: { labels: EnrollmentLabels; tiedToNewsletter: boolean };
}

/** The sign-up setup of a locale (see {@link signUpDialogSetupAction}). */
async function signUpSetupOf(locale: StorefrontLocale): Promise<SignUpDialogSetup> {
  const language = languageOf(locale);
  const [t, te, tp, config] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'signUp' }),
    getTranslations({ locale: locale.path, namespace: 'enrollment' }),
    getTranslations({ locale: locale.path, namespace: 'password' }),
    signUpConfigFor(locale),
  ]);
  const terms = (slug: string) => `/${locale.path}/${slug}`;
  return {
    title: t('title'),
    config,
    labels: signUpLabelsFrom(t, language, passwordHintLabelsFrom(tp)),
    termsLinks: {
      loyaltyTerms: terms('loyalty-terms'),
      brandTerms: terms('brand-terms'),
      policy: terms('privacy'),
      sms: terms('sms-terms'),
    },
    ...(accountFeatures.collectInterests
      ? {
          interests: {
            labels: enrollmentLabelsFrom(te, language, locale.currency),
            tiedToNewsletter: accountFeatures.interestsTiedToNewsletter,
          },
        }
      : {}),
  };
}

/**
 * The sign-up dialog's setup in the request's locale: the locale's sign-up rules
 * (`signUpConfigFor`: minimal age, today, dial codes), the `signUp` words, the terms pages of
 * the consents, and the interests dialog's words when collection is on.
 * @returns `{ ok: true, setup }`, or `GEN500` (the host falls back to the sign-up page)
 */
export async function signUpDialogSetupAction(): Promise<
  ActionResult<{ setup: SignUpDialogSetup }>
> {
  return serverCall(
    'signUp.dialogSetup',
    async ({ locale }) => ({ setup: await signUpSetupOf(locale) }),
    {
      token: false,
    },
  );
}

/** What the simplified enrolment dialog needs besides the sign-in dialog's words. */
export interface SimplifiedEnrollmentSetup {
  signUp: SignUpDialogSetup;
  /** The `enrollment` words (steps, lookup form). */
  enrollment: EnrollmentLabels;
  /** The `password` words (the forgot-password step). */
  password: PasswordLabels;
  /** The mobile and profile steps' rules: the sign-up form's, for the locale. */
  detailRules: EnrollmentDetailRules;
}

/**
 * The simplified enrolment dialog's setup in the request's locale (spec 2 §2), asked for when
 * it first opens: the sign-up setup, the enrolment and password words.
 * @returns `{ ok: true, setup }`, or `GEN500` (the host falls back to the sign-in page)
 */
export async function simplifiedEnrollmentSetupAction(): Promise<
  ActionResult<{ setup: SimplifiedEnrollmentSetup }>
> {
  return serverCall(
    'enrollment.simplifiedSetup',
    async ({ locale }) => {
      const language = languageOf(locale);
      const [signUp, te, tp] = await Promise.all([
        signUpSetupOf(locale),
        getTranslations({ locale: locale.path, namespace: 'enrollment' }),
        getTranslations({ locale: locale.path, namespace: 'password' }),
      ]);
      return {
        setup: {
          signUp,
          enrollment: enrollmentLabelsFrom(te, language, locale.currency),
          password: passwordLabelsFrom(tp, language),
          detailRules: {
            config: signUp.config,
            validation: signUp.labels.validation,
            dialCodeLabel: signUp.labels.dialCode,
          },
        },
      };
    },
    { token: false },
  );
}
