'use client';

import { ManagedDialog } from '@storefront/ui';
import type { ReactNode } from 'react';
import * as styles from '../signIn/SignInDialog.css';
import { SignUpForm, type SignUpFormProps } from './SignUpForm.client';

import { signUpDialogId } from './signUpDialogId';

export { signUpDialogId };

/** Props of {@link SignUpDialog}: the form's, plus the dialog's title and close label. */
export interface SignUpDialogProps extends SignUpFormProps {
  title: string;
  closeLabel?: string;
  /**
   * The `sign-up-modal` content slot (spec 2 §7 fixed page), rendered above the form; the
   * host renders it (blocks), nothing when absent.
   */
  content?: ReactNode;
}

/**
 * The sign-up dialog (spec 2 §2: sign-in, sign-up and related dialogs are a panel, at the
 * bottom on small screens and at the right on large ones), opened through the dialog manager
 * with `open(signUpDialogId)`. The host mounts it lazily (only once opened), so the layout's
 * first-load JavaScript does not carry the form.
 */
export function SignUpDialog({ title, closeLabel, content, ...form }: SignUpDialogProps) {
  return (
    <ManagedDialog
      id={signUpDialogId}
      title={title}
      presentation="panel"
      {...(closeLabel ? { closeLabel } : {})}
    >
      {() => (
        <div className={styles.body}>
          {content ? <div className={styles.content}>{content}</div> : null}
          <SignUpForm {...form} />
        </div>
      )}
    </ManagedDialog>
  );
}
