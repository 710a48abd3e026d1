'use client';

import { ManagedDialog } from '@storefront/ui';
import { SignUpForm, type SignUpFormProps } from './SignUpForm.client';

/** The sign-up dialog's id in the dialog manager (spec 2 §2 dialogs: "sign up"). */
export const signUpDialogId = 'signUp';

/** Props of {@link SignUpDialog}: the form's, plus the dialog's title and close label. */
export interface SignUpDialogProps extends SignUpFormProps {
  title: string;
  closeLabel?: string;
}

/**
 * The sign-up dialog (spec 2 §2: sign-in, sign-up and related dialogs are a panel, at the
 * bottom on small screens and at the right on large ones), opened through the dialog manager
 * with `open(signUpDialogId)`. The host mounts it lazily (only once opened), so the layout's
 * first-load JavaScript does not carry the form.
 */
export function SignUpDialog({ title, closeLabel, ...form }: SignUpDialogProps) {
  return (
    <ManagedDialog
      id={signUpDialogId}
      title={title}
      presentation="panel"
      {...(closeLabel ? { closeLabel } : {})}
    >
      {() => <SignUpForm {...form} />}
    </ManagedDialog>
  );
}
