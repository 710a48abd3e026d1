'use client';

import { Button, Dialog, Inline } from '@storefront/ui';
import { useState } from 'react';
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
 * The employee terms dialog (spec 1 §1, §2, §6): an EMPLOYEE consumer must accept the
 * employee discount terms before the associate discount applies.
 */
export function CheckoutEmployeeTerms({
  open,
  onAccept,
  onDecline,
  labels: ownLabels,
}: CheckoutEmployeeTermsProps) {
  const labels = useCheckoutLabels(ownLabels);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={labels.employeeTermsTitle}
      closeLabel={labels.close}
      size="sm"
      footer={
        <Inline gap="sm">
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onAccept();
              } finally {
                setBusy(false);
              }
            }}
          >
            {labels.acceptTerms}
          </Button>
          <Button variant="secondary" onClick={onDecline}>
            {labels.declineTerms}
          </Button>
        </Inline>
      }
    >
      <p>{labels.employeeTermsText}</p>
    </Dialog>
  );
}
