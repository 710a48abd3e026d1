'use client';

import { Button, Dialog, RadioGroup } from '@storefront/ui';
import { useState } from 'react';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import type { CheckoutLabels } from '../../flow/labels';
import * as styles from './ThreeDSecureDialog.css';

/** Props of {@link ThreeDSecureDialog}. */
export interface ThreeDSecureDialogProps {
  open: boolean;
  /** The amount to confirm, formatted (e.g. `$170.00`). */
  amount: string;
  /** The order number the challenge belongs to. */
  orderNumber: string;
  /** The bank's answer: `Y` authenticated, `N` failed. Busy until it resolves. */
  onResult(transStatus: 'Y' | 'N'): Promise<void> | void;
  labels?: CheckoutLabels;
}

/**
 * The 3-D Secure card challenge (spec 1 §2 dialogs, §4 "Order placement"): opened when the
 * order answers a `PaymentNotAuthorized` flash; the (mock) bank's form lets the shopper
 * approve or fail the authentication, and the result patches the order. It cannot be
 * dismissed without an answer (Escape and the close button count as a failure).
 */
export function ThreeDSecureDialog({
  open,
  amount,
  orderNumber,
  onResult,
  labels: ownLabels,
}: ThreeDSecureDialogProps) {
  const labels = useCheckoutLabels(ownLabels);
  const [choice, setChoice] = useState<'Y' | 'N'>('Y');
  const [busy, setBusy] = useState(false);
  const answer = async (status: 'Y' | 'N') => {
    if (busy) return;
    setBusy(true);
    try {
      await onResult(status);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) void answer('N');
      }}
      title={labels.threeDSecureTitle}
      description={labels.threeDSecureText(amount)}
      closeLabel={labels.close}
      size="sm"
    >
      <form
        className={styles.form}
        aria-label={labels.threeDSecureTitle}
        data-order={orderNumber}
        onSubmit={(e) => {
          e.preventDefault();
          void answer(choice);
        }}
      >
        <RadioGroup
          name="transStatus"
          label={labels.challengeResult}
          value={choice}
          options={[
            { value: 'Y', label: labels.approve },
            { value: 'N', label: labels.fail },
          ]}
          onChange={(e) => setChoice(e.target.value === 'N' ? 'N' : 'Y')}
        />
        <Button type="submit" loading={busy}>
          {labels.submitChallenge}
        </Button>
      </form>
    </Dialog>
  );
}
