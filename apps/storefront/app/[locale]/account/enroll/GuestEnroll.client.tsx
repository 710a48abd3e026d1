'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SimplifiedEnrollment } from '../../../../src/components/SignIn/SimplifiedEnrollment.client';
import { useActionSetup } from '../../../../src/components/SignIn/useActionSetup.client';
import type { SignInDialogWords } from '../../../../src/components/SignIn/words';
import { simplifiedEnrollmentSetupAction } from '../../../../src/lib/auth/signUpDialogActions';

/** Props of {@link GuestEnrollPageClient}. */
export interface GuestEnrollPageClientProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  words: SignInDialogWords;
  /** Where Done (or a flow without a profile) leads: the locale's home. */
  doneHref: string;
  /** The `loyalty-modal` content slot above the lookup step. */
  content?: ReactNode;
}

/**
 * The enrolment page for a signed-out shopper (spec 2 §2: the initial step is the lookup when
 * signed out): the simplified enrolment flow's signed-out steps on the page (lookup, sign in
 * or sign up with the email prefilled, forgot password); once signed in the page loads again
 * signed in, with the loyalty sign-up and the remaining steps. Its setup is asked for on load
 * (the sign-in page when it cannot be had).
 */
export function GuestEnrollPageClient({
  localePath,
  localeTag,
  words,
  doneHref,
  content,
}: GuestEnrollPageClientProps) {
  const setup = useActionSetup(
    simplifiedEnrollmentSetupAction,
    `/${localePath}/sign-in?returnTo=${encodeURIComponent(`/${localePath}/account/enroll`)}`,
  );
  if (!setup) return null;
  return (
    <NextIntlClientProvider locale={localeTag} messages={{}} timeZone="UTC">
      <SimplifiedEnrollment
        localePath={localePath}
        words={words}
        setup={setup}
        returnTo={`/${localePath}/account/enroll`}
        // Signed in or up: this page again, signed in (the loyalty sign-up, the remaining steps).
        onSignedIn={() => {
          window.location.assign(`/${localePath}/account/enroll`);
          return true;
        }}
        onDone={() => window.location.assign(doneHref)}
        content={content}
      />
    </NextIntlClientProvider>
  );
}
