'use client';

import { EmployeeTermsDialog } from '../../../account/associate/EmployeeTermsDialog.client';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import type { CheckoutLabels } from '../../flow/labels';

/** Props of {@link CheckoutEmployeeTerms}. */
export interface CheckoutEmployeeTermsProps {
  open: boolean;
  /** Accepts the terms (consumer profile `isEmployeeDiscountTCAccepted`); the discount then applies. */
  onAccept(): Promise<void> | void;
  /** Closes without accepting: no associate discount. */
  onDecline(): void;
  labels?: CheckoutLabels;
}

/**
 * The employee terms dialog of the checkout (spec 1 §1, §2, §6): the one
 * `EmployeeTermsDialog` (account/associate) with the checkout catalogue's words.
 */
export function CheckoutEmployeeTerms({
  open,
  onAccept,
  onDecline,
  labels: ownLabels,
}: CheckoutEmployeeTermsProps) {
  const labels = useCheckoutLabels(ownLabels);
  return (
    <EmployeeTermsDialog
      open={open}
      onAccept={onAccept}
      onDecline={onDecline}
      labels={{
        title: labels.employeeTermsTitle,
        text: labels.employeeTermsText,
        link: '',
        accept: labels.acceptTerms,
        decline: labels.declineTerms,
        close: labels.close,
      }}
    />
  );
}
