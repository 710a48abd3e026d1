'use client';

import { Button, Dialog, fillPlaceholders, formatMoney, useManagedDialog } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { commerceDialogs } from '../../../../cart/cartDialogs';
import type { PayLaterMessageProps } from '../types';
import * as styles from './PayLaterMessage.css';

/**
 * The simulator's pay-later message under the PayPal button (spec 3 §7; the stand-in for
 * PayPal's messages script): "Pay in 4 interest-free payments of $12.50 with PayPal." within
 * the currency's range, "Buy now, pay later with PayPal." outside it, and "Learn more", which
 * opens the pay-later dialog through the dialog manager (`commerceDialogs.payLaterInfo`): the
 * number and rhythm of the payments, the eligible range and PayPal's approval. Amounts in the
 * page's money format (`formatMoney`).
 */
export function PayLaterMessage({ offer, currency, localeTag, labels }: PayLaterMessageProps) {
  const dialog = useManagedDialog(commerceDialogs.payLaterInfo);
  // The dialog opens through the manager, not a trigger: give the focus back when it closes.
  const learnMore = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !dialog.open) learnMore.current?.focus();
    wasOpen.current = dialog.open;
  }, [dialog.open]);
  const money = (amount: number) => formatMoney(amount, currency, localeTag);
  const { terms } = offer;
  const line =
    offer.kind === 'instalments'
      ? fillPlaceholders(labels.instalments, {
          count: terms.count,
          amount: money(offer.instalment),
        })
      : labels.generic;
  return (
    <div data-pay-later-message={offer.kind}>
      <p className={styles.message}>
        {line}{' '}
        <Button
          ref={learnMore}
          variant="link"
          size="sm"
          className={styles.learnMore}
          aria-haspopup="dialog"
          onClick={() => dialog.show()}
        >
          {labels.learnMore}
        </Button>
      </p>
      <Dialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        title={labels.title}
        closeLabel={labels.close}
        size="sm"
      >
        <div className={styles.body}>
          <p className={styles.paragraph}>
            {fillPlaceholders(labels.split, {
              count: terms.count,
              schedule: labels[terms.schedule],
            })}
          </p>
          <p className={styles.paragraph}>
            {fillPlaceholders(labels.range, {
              minimum: money(terms.minimum),
              maximum: money(terms.maximum),
            })}
          </p>
          <p className={styles.paragraph}>{labels.approval}</p>
          <p className={styles.notice}>{labels.simulated}</p>
        </div>
      </Dialog>
    </div>
  );
}
