'use client';

import type { EnrollmentSlotContext } from '@storefront/commerce';
import {
  EnrollmentFlow,
  EnrollmentLookupForm,
  SignInForm,
  SignUpForm,
} from '@storefront/commerce/client';
import { Button, Link } from '@storefront/ui';
import { type ReactNode, useState } from 'react';
import { signInAction } from '../../lib/auth/actions';
import {
  enrollmentProfileAction,
  lookupConsumerAction,
  saveEnrollmentAction,
} from '../../lib/auth/enrollmentActions';
import { requestPasswordResetAction } from '../../lib/auth/passwordActions';
import { signUpAction } from '../../lib/auth/signUpActions';
import type { SimplifiedEnrollmentSetup } from '../../lib/auth/signUpDialogActions';
import type { SignInDialogWords } from './words';

/** Props of {@link SimplifiedEnrollment}. */
export interface SimplifiedEnrollmentProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** The sign-in words (form, captcha). */
  words: SignInDialogWords;
  setup: SimplifiedEnrollmentSetup;
  /** Where the sign-in or sign-up comes back to (checked on the server). */
  returnTo: string;
  /**
   * Called once signed in or up with where the server says to go; answering `true` means the
   * host takes over (e.g. loads a page), else the flow goes on with the remaining steps.
   */
  onSignedIn?(redirectTo: string): boolean | undefined;
  /** Called on Done at the success step. */
  onDone(): void;
  /** Shown above the flow at the lookup step (e.g. the `sign-in-modal` content). */
  content?: ReactNode;
}

/**
 * The simplified enrolment variant of spec 2 §2 (spec 1 §2: replaces the sign-in dialog when
 * `allowSimplifiedEnrollment` is on; also the guest's `/account/enroll`): the
 * {@link EnrollmentFlow} from the lookup step: the email looked up through
 * `lookupConsumerAction` (known: the sign-in step; known without a password: the
 * forgot-password step, whose link sets one; unknown: the sign-up step; the email prefilled), the real sign-in and sign-up forms through `signInAction` / `signUpAction`
 * (no interests dialog: spec 3 §4 skips it for this variant, the flow has its own step), the
 * forgot-password step, then the profile's remaining complete-profile steps.
 */
export function SimplifiedEnrollment({
  localePath,
  words,
  setup,
  returnTo,
  onSignedIn,
  onDone,
  content,
}: SimplifiedEnrollmentProps) {
  const [email, setEmail] = useState('');
  // A known profile without a password (made in store) gets a link to choose one: signing up
  // with its email is refused (AUT439) and signing in cannot work.
  const [noPassword, setNoPassword] = useState(false);
  const labels = setup.enrollment;

  /** Once signed in or up: the profile, so the flow goes on with its remaining steps. */
  const goOn = async (context: EnrollmentSlotContext, redirectTo: string) => {
    if (onSignedIn?.(redirectTo) === true) return;
    const profile = await enrollmentProfileAction();
    if (profile.ok) context.signedIn(profile.profile);
    else onDone();
  };
  const otherEmail = (context: EnrollmentSlotContext) => (
    <Button variant="link" onClick={() => context.goTo('lookup')}>
      {labels.lookup.otherEmail}
    </Button>
  );

  return (
    <EnrollmentFlow
      profile={null}
      labels={labels}
      passwordLabels={setup.password}
      detailRules={setup.detailRules}
      onRequestPasswordLink={requestPasswordResetAction}
      forgotPassword={{
        email,
        ...(noPassword ? { intro: labels.lookup.noPassword } : {}),
      }}
      onSave={saveEnrollmentAction}
      onDone={onDone}
      renderLookup={(context) => (
        <>
          {content}
          <EnrollmentLookupForm
            labels={labels}
            defaultEmail={email}
            onLookup={async (value) => {
              const result = await lookupConsumerAction({ email: value });
              if (result.ok) {
                setEmail(value);
                setNoPassword(result.exists && !result.hasPassword);
                context.goTo(
                  !result.exists ? 'signUp' : result.hasPassword ? 'signIn' : 'forgotPassword',
                );
              }
              return result;
            }}
          />
        </>
      )}
      renderSignIn={(context) => (
        <>
          <SignInForm
            key={email}
            defaultEmail={email}
            localePath={localePath}
            labels={words.labels}
            captcha={words.captcha}
            captchaLabels={words.captchaLabels}
            onSignIn={async (values, captchaResponse) => {
              const result = await signInAction({ ...values, returnTo, captchaResponse });
              if (!result.ok) return result;
              await goOn(context, result.redirectTo);
              return { ok: true };
            }}
          />
          <p>
            <Link
              href={`/${localePath}/forgot-password`}
              onClick={(event) => {
                event.preventDefault();
                context.goTo('forgotPassword');
              }}
            >
              {words.dialogLabels.forgotPassword}
            </Link>
          </p>
          {otherEmail(context)}
        </>
      )}
      renderSignUp={(context) => (
        <>
          <SignUpForm
            key={email}
            config={setup.signUp.config}
            labels={setup.signUp.labels}
            termsLinks={setup.signUp.termsLinks}
            captcha={words.captcha}
            captchaLabels={words.captchaLabels}
            prefill={{ email }}
            onSignUp={async (values, captchaResponse) => {
              const result = await signUpAction({
                values,
                query: {},
                dateFormat: setup.signUp.config.dateFormat,
                captchaResponse,
                returnTo,
              });
              if (!result.ok) return result;
              await goOn(context, result.redirectTo);
              return { ok: true };
            }}
          />
          {otherEmail(context)}
        </>
      )}
    />
  );
}
