'use client';

import { type SignInDialogArgs, signInDialogs } from '@storefront/commerce';
import { SignInConfirmation, SignInDialog, signUpDialogId } from '@storefront/commerce/client';
import { useDialogCommands, useManagedDialog } from '@storefront/ui';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { signInAction } from '../../lib/auth/actions';
import { preloadSignUpDialogs } from './LazySignUpDialogs.client';
import { currentPage, loadAfresh } from './loadAfresh';
import type { SignInDialogWords } from './words';

/** Props of {@link SignInDialogs}. */
export interface SignInDialogsProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  words: SignInDialogWords;
  /** The `sign-in-modal` content slot, rendered on the server (spec 2 §7). */
  content?: ReactNode;
}

/**
 * The sign-in dialog and the sign-in confirmation of the dialog manager (spec 1 §2; spec 3 §4
 * "Sign-in": submit, captcha, login, success message, profile load), loaded on first use by
 * `LazySignInDialogs`. The dialog signs in through `signInAction` (PKCE, captcha `login`, the
 * guest's cart merged) with the page it was opened on (or its `returnTo` argument); then the
 * confirmation opens (replacing the dialog) and Continue loads where `afterSignInPath` says:
 * the same page, or `/account` when an order was in progress (spec 1 §2). The profile and
 * the merged cart come with that load.
 */
export function SignInDialogs({ localePath, localeTag, words, content }: SignInDialogsProps) {
  const signIn = useManagedDialog<SignInDialogArgs>(signInDialogs.signIn);
  const confirmation = useManagedDialog<{ redirectTo: string }>(signInDialogs.signInConfirmation);
  const dialogs = useDialogCommands();
  const [leaving, setLeaving] = useState(false);
  const goOn = () => {
    if (leaving) return;
    setLeaving(true);
    loadAfresh(confirmation.args.redirectTo ?? currentPage());
  };
  return (
    // The form's hooks read a provider; every word comes as props (no namespace shipped).
    <NextIntlClientProvider locale={localeTag} messages={{}} timeZone="UTC">
      <SignInDialog
        open={signIn.open}
        onOpenChange={signIn.onOpenChange}
        localePath={localePath}
        labels={words.labels}
        dialogLabels={words.dialogLabels}
        captcha={words.captcha}
        captchaLabels={words.captchaLabels}
        {...(content ? { content } : {})}
        {...(dialogs
          ? {
              // "Create an account" opens the sign-up dialog in its place (spec 2 §2), with
              // the same page to come back to; its code loads meanwhile.
              onCreateAccount: () => {
                preloadSignUpDialogs().catch(() => undefined);
                dialogs.open(signUpDialogId, { returnTo: signIn.args.returnTo ?? currentPage() });
              },
            }
          : {})}
        onSignIn={async (values, captchaResponse) => {
          const returnTo = signIn.args.returnTo ?? currentPage();
          const result = await signInAction({ ...values, returnTo, captchaResponse });
          if (!result.ok) return result;
          // Opening the confirmation closes the sign-in dialog (not kept, spec 1 §2).
          confirmation.show({ redirectTo: result.redirectTo });
          return { ok: true };
        }}
      />
      <SignInConfirmation
        open={confirmation.open}
        onContinue={goOn}
        labels={words.dialogLabels}
        busy={leaving}
      />
    </NextIntlClientProvider>
  );
}
