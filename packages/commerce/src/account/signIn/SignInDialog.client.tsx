'use client';

import { Dialog, type DialogPresentation, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { CaptchaLabels, CaptchaSettings } from '../../security/components/Captcha';
import { type SignInDialogLabels, type SignInLabels, signInDialogLabels } from './labels';
import * as styles from './SignInDialog.css';
import { SignInForm, type SignInFormProps } from './SignInForm.client';

/** Props of {@link SignInDialog}. */
export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Signs in (see {@link SignInFormProps.onSignIn}); on `ok` the host closes the dialog. */
  onSignIn: SignInFormProps['onSignIn'];
  /** `panel` (default: at the bottom on small screens, at the right on large ones) or `modal`. */
  presentation?: DialogPresentation;
  /** The form's words (strings). */
  labels?: SignInLabels;
  /** The dialog's words (strings). */
  dialogLabels?: SignInDialogLabels;
  captcha?: CaptchaSettings;
  captchaLabels?: CaptchaLabels;
  /** e.g. `en-us`: the default links and the server messages' links. */
  localePath?: string;
  /** The forgot-password page; default `/{localePath}/forgot-password`. */
  forgotPasswordHref?: string;
  /** The sign-up page; default `/{localePath}/sign-up`. */
  createAccountHref?: string;
  /**
   * Opens the host's sign-up (e.g. its sign-up dialog) instead of following
   * `createAccountHref`.
   */
  onCreateAccount?(): void;
  /**
   * The `sign-in-modal` content slot (spec 2 §7 fixed page), rendered above the form; the
   * host renders it (blocks), nothing when absent.
   */
  content?: ReactNode;
}

/**
 * The sign-in dialog (spec 1 §2 "sign in"; spec 2 §2; spec 3 §4 "Sign-in"): a panel at the
 * bottom on small screens and at the right on large ones (or a modal), opened through the
 * dialog manager by the host. The `sign-in-modal` content, the {@link SignInForm} (captcha
 * `login`, every AUT code placed), then links to forgot password and create an account.
 */
export function SignInDialog({
  open,
  onOpenChange,
  onSignIn,
  presentation = 'panel',
  labels,
  dialogLabels = signInDialogLabels,
  captcha,
  captchaLabels,
  localePath = 'en-us',
  forgotPasswordHref = `/${localePath}/forgot-password`,
  createAccountHref = `/${localePath}/sign-up`,
  onCreateAccount,
  content,
}: SignInDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogLabels.title}
      description={dialogLabels.intro}
      presentation={presentation}
      size="sm"
      closeLabel={dialogLabels.close}
    >
      <div className={styles.body}>
        {content ? <div className={styles.content}>{content}</div> : null}
        <SignInForm
          onSignIn={onSignIn}
          localePath={localePath}
          linkHrefs={{ resetPassword: forgotPasswordHref }}
          {...(labels ? { labels } : {})}
          {...(captcha ? { captcha } : {})}
          {...(captchaLabels ? { captchaLabels } : {})}
        />
        <p className={styles.links}>
          <Link href={forgotPasswordHref}>{dialogLabels.forgotPassword}</Link>
        </p>
        <p className={styles.links}>
          {dialogLabels.noAccount}{' '}
          <Link
            href={createAccountHref}
            {...(onCreateAccount
              ? {
                  onClick: (event) => {
                    event.preventDefault();
                    onCreateAccount();
                  },
                }
              : {})}
          >
            {dialogLabels.createAccount}
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
