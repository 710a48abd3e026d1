'use client';

import { PasswordField, type PasswordFieldProps } from '@storefront/ui';
import { type PasswordHintLabels, passwordLabels } from './labels';

/** Props of {@link NewPasswordField}: ui `PasswordField`'s, words from `labels`. */
export interface NewPasswordFieldProps
  extends Omit<PasswordFieldProps, 'hints' | 'hintsLabel' | 'metLabel' | 'notMetLabel'> {
  /** The hint list's words (the `password` namespace's `hints`); default English. */
  labels?: PasswordHintLabels;
}

/**
 * The one field where a shopper chooses a password (sign-up, reset from the mail link,
 * change password): ui's `PasswordField` with the hint list of spec 3 §5 "eight or more
 * characters, one uppercase, one lowercase, one number" in the locale's words, each hint met
 * or not as the shopper types (rules of spec 1 §5), and `autocomplete="new-password"`.
 */
export function NewPasswordField({ labels = passwordLabels, ...props }: NewPasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      toggleLabel={labels.showPassword}
      {...props}
      showHints
      hints={labels.hints}
      hintsLabel={labels.hintsLabel}
      metLabel={labels.met}
      notMetLabel={labels.notMet}
    />
  );
}
