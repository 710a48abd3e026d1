'use client';

import { Button, Dialog } from '@storefront/ui';
import { type SignInDialogLabels, signInDialogLabels } from './labels';

/** Props of {@link SignInConfirmation}. */
export interface SignInConfirmationProps {
  open: boolean;
  /** Continue, the close button, Escape: the host goes on (e.g. reloads the page signed in). */
  onContinue(): void;
  /** Its words (strings). */
  labels?: SignInDialogLabels;
  /** The host is going on: the button is busy. */
  busy?: boolean;
}

/**
 * The sign-in confirmation dialog (spec 1 §2 "sign-in confirmation"; spec 3 §4 "Sign-in":
 * login, then a success message, then the profile load): says the shopper is signed in; any
 * way of closing it continues.
 */
export function SignInConfirmation({
  open,
  onContinue,
  labels = signInDialogLabels,
  busy = false,
}: SignInConfirmationProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      title={labels.confirmationTitle}
      description={labels.confirmationText}
      size="sm"
      closeLabel={labels.close}
      footer={
        <Button onClick={onContinue} loading={busy}>
          {labels.continue}
        </Button>
      }
    />
  );
}
