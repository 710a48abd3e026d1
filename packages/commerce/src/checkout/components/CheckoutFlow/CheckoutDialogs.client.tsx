'use client';

import type { Order } from '@storefront/api-contract';
import { formatMoney, useManagedDialog } from '@storefront/ui';
import { useEffect } from 'react';
import { commerceDialogs } from '../../../cart/cartDialogs';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutActions } from '../../flow/types';
import { CheckoutEmployeeTerms } from '../CheckoutEmployeeTerms/CheckoutEmployeeTerms.client';
import { ThreeDSecureDialog } from '../ThreeDSecureDialog/ThreeDSecureDialog.client';

/**
 * The checkout's dialogs, opened through the dialog manager (spec 1 §2): the 3-D Secure
 * challenge of `challenge` (opened by the placement, `commerceDialogs.threeDSecure`) and the
 * employee terms (`commerceDialogs.employeeTerms`), opened once when an employee has not
 * accepted them yet (spec 1 §1, §6).
 */
export function CheckoutDialogs({
  challenge,
  onChallengeResult,
  employee,
  actions,
  onTermsAnswered,
  onFailure,
  locale,
  labels,
}: {
  /** The order waiting for its 3-D Secure answer, if any. */
  challenge: Order | null;
  onChallengeResult(transStatus: 'Y' | 'N'): Promise<void>;
  employee?: { termsAccepted: boolean } | undefined;
  actions: Pick<CheckoutActions, 'acceptEmployeeTerms'>;
  /** The terms were accepted: the checkout reloads (the discount applies). */
  onTermsAnswered(): Promise<unknown>;
  onFailure(failure: { message: string }): void;
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  labels: CheckoutLabels;
}) {
  const threeDSecure = useManagedDialog(commerceDialogs.threeDSecure);
  const terms = useManagedDialog(commerceDialogs.employeeTerms);
  const asksTerms = Boolean(employee && !employee.termsAccepted);
  const showTerms = terms.show;
  useEffect(() => {
    if (asksTerms) showTerms();
  }, [asksTerms, showTerms]);

  return (
    <>
      {challenge && (
        <ThreeDSecureDialog
          open={threeDSecure.open}
          amount={formatMoney(challenge.totals.total, challenge.currency, locale)}
          orderNumber={challenge.orderNumber}
          onResult={onChallengeResult}
          labels={labels}
        />
      )}
      {employee && (
        <CheckoutEmployeeTerms
          open={terms.open}
          labels={labels}
          onDecline={terms.close}
          onAccept={async () => {
            const result = await actions.acceptEmployeeTerms?.();
            terms.close();
            if (result && !result.ok) onFailure(result);
            else await onTermsAnswered();
          }}
        />
      )}
    </>
  );
}
