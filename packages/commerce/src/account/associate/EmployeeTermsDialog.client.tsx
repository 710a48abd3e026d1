'use client';

import { Button, Dialog, Inline, Link } from '@storefront/ui';
import { useState } from 'react';
import { type EmployeeTermsLabels, employeeTermsLabels } from './labels';

/** Props of {@link EmployeeTermsDialog}. */
export interface EmployeeTermsDialogProps {
  open: boolean;
  /**
   * Accepts the terms (consumer profile `isEmployeeDiscountTCAccepted: true`, spec 1 §3
   * "Auth session"); the API then applies the associate discount. The button stays busy
   * meanwhile.
   */
  onAccept(): Promise<void> | void;
  /** Closes without accepting: no associate discount. */
  onDecline(): void;
  /** The associate discount terms page (`/{locale}/associate-discount-terms`); none: no link. */
  termsHref?: string;
  labels?: EmployeeTermsLabels;
}

/**
 * The employee terms dialog (spec 1 §1, §2, §6; spec 2 §6): an EMPLOYEE consumer accepts the
 * employee discount terms before the associate discount applies. Links to the full terms.
 */
export function EmployeeTermsDialog({
  open,
  onAccept,
  onDecline,
  termsHref,
  labels = employeeTermsLabels,
}: EmployeeTermsDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={labels.title}
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
            {labels.accept}
          </Button>
          <Button variant="secondary" onClick={onDecline}>
            {labels.decline}
          </Button>
        </Inline>
      }
    >
      <p>{labels.text}</p>
      {termsHref && (
        <p>
          <Link href={termsHref} target="_blank">
            {labels.link}
          </Link>
        </p>
      )}
    </Dialog>
  );
}
