'use client';

import { type SignInDialogArgs, signInDialogs } from '@storefront/commerce';
import { Dialog, useManagedDialog } from '@storefront/ui';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { simplifiedEnrollmentSetupAction } from '../../lib/auth/signUpDialogActions';
import { currentPage, loadAfresh } from './loadAfresh';
import { SimplifiedEnrollment } from './SimplifiedEnrollment.client';
import { useActionSetup } from './useActionSetup.client';
import type { SignInDialogWords } from './words';

/** Props of {@link SimplifiedEnrollmentDialog}. */
export interface SimplifiedEnrollmentDialogProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  words: SignInDialogWords;
  /** The `sign-in-modal` content slot (server-rendered), above the lookup step. */
  content?: ReactNode;
}

/**
 * The simplified enrolment dialog (spec 1 §2, spec 2 §2: with `allowSimplifiedEnrollment` on
 * it replaces the sign-in dialog, under the same dialog-manager id `signInDialogs.signIn`, so
 * every trigger of the sign-in dialog opens it): a panel with {@link SimplifiedEnrollment}.
 * Its setup is asked for once (`simplifiedEnrollmentSetupAction`; the sign-in page when it
 * cannot be had). Once signed in, closing it or Done loads the page afresh signed in.
 */
export function SimplifiedEnrollmentDialog({
  localePath,
  localeTag,
  words,
  content,
}: SimplifiedEnrollmentDialogProps) {
  const dialog = useManagedDialog<SignInDialogArgs>(signInDialogs.signIn);
  const [signedIn, setSignedIn] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const setup = useActionSetup(simplifiedEnrollmentSetupAction, `/${localePath}/sign-in`);

  const leave = () => {
    if (leaving || signedIn === null) return;
    setLeaving(true);
    loadAfresh(signedIn);
  };

  if (!setup) return null;
  return (
    // The forms' hooks read a provider; every word comes as props (no namespace shipped).
    <NextIntlClientProvider locale={localeTag} messages={{}} timeZone="UTC">
      <Dialog
        open={dialog.open}
        onOpenChange={(open) => {
          if (open || signedIn === null) dialog.onOpenChange(open);
          else leave();
        }}
        title={setup.enrollment.steps.lookup}
        presentation="panel"
        size="sm"
        closeLabel={words.dialogLabels.close}
      >
        <SimplifiedEnrollment
          localePath={localePath}
          words={words}
          setup={setup}
          returnTo={dialog.args.returnTo ?? currentPage()}
          onSignedIn={(redirectTo) => {
            setSignedIn(redirectTo);
            return false;
          }}
          onDone={() => (signedIn === null ? dialog.close() : leave())}
          content={content}
        />
      </Dialog>
    </NextIntlClientProvider>
  );
}
