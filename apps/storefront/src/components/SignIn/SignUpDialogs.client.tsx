'use client';

import { showsInterestsAfterSignUp } from '@storefront/commerce';
import { SignUpDialog, signUpDialogId } from '@storefront/commerce/client';
import { useManagedDialog } from '@storefront/ui';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { saveEnrollmentAction } from '../../lib/auth/enrollmentActions';
import { isOrderInProgressPath } from '../../lib/auth/returnTo';
import { signUpAction } from '../../lib/auth/signUpActions';
import { signUpDialogSetupAction } from '../../lib/auth/signUpDialogActions';
import { AfterSignUpInterests } from './AfterSignUpInterests.client';
import { currentPage, loadAfresh } from './loadAfresh';
import { useActionSetup } from './useActionSetup.client';
import type { SignInDialogWords } from './words';

/** Props of {@link SignUpDialogs}. */
export interface SignUpDialogsProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  words: SignInDialogWords;
  /** The `sign-up-modal` content slot, rendered on the server (spec 2 §7). */
  content?: ReactNode;
}

/**
 * The header's sign-up dialog (spec 2 §2 dialogs "sign up"; spec 3 §4 "Sign-up"), loaded on
 * first use by `LazySignUpDialogs`: its setup (the locale's rules and words) is asked for once
 * through `signUpDialogSetupAction` (the sign-up page when it cannot be had); the form signs up
 * through `signUpAction` (account, automatic login, referral token) with the page it was opened
 * from; then the interests dialog when `showsInterestsAfterSignUp` says so (not for a sign-up
 * from the checkout: sign-in-to-buy), and the page loads afresh signed in.
 */
export function SignUpDialogs({ localePath, localeTag, words, content }: SignUpDialogsProps) {
  const signUp = useManagedDialog<{ returnTo?: string }>(signUpDialogId);
  const [signedUp, setSignedUp] = useState<{ redirectTo: string } | null>(null);

  const setup = useActionSetup(signUpDialogSetupAction, `/${localePath}/sign-up`);

  if (!setup) return null;
  return (
    // The form's hooks read a provider; every word comes as props (no namespace shipped).
    <NextIntlClientProvider locale={localeTag} messages={{}} timeZone="UTC">
      <SignUpDialog
        title={setup.title}
        closeLabel={words.dialogLabels.close}
        config={setup.config}
        labels={setup.labels}
        termsLinks={setup.termsLinks}
        captcha={words.captcha}
        captchaLabels={words.captchaLabels}
        {...(content ? { content } : {})}
        onSignUp={async (values, captchaResponse) => {
          const returnTo = signUp.args.returnTo ?? currentPage();
          const result = await signUpAction({
            values,
            query: {},
            dateFormat: setup.config.dateFormat,
            captchaResponse,
            returnTo,
          });
          if (!result.ok) return result;
          const interests =
            setup.interests !== undefined &&
            showsInterestsAfterSignUp({
              collectInterests: true,
              tiedToNewsletter: setup.interests.tiedToNewsletter,
              newsletterTicked: values.newsletter,
              simplified: false,
              signInToBuy: isOrderInProgressPath(returnTo),
            });
          if (interests) setSignedUp({ redirectTo: result.redirectTo });
          else loadAfresh(result.redirectTo);
          return { ok: true };
        }}
      />
      {setup.interests && (
        <AfterSignUpInterests
          pending={signedUp}
          labels={setup.interests.labels}
          onSave={(interests) => saveEnrollmentAction({ interests })}
        />
      )}
    </NextIntlClientProvider>
  );
}
