'use client';

import type { Order } from '@storefront/api-contract';
import { Button, Dialog, Link, Notification, useManagedDialog } from '@storefront/ui';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { commerceDialogs } from '../../../cart/cartDialogs';
import { canCancelOrder, canRequestReturn, canResendGiftCardEmail } from '../orderRules';
import * as styles from '../orders.css';

/** What an order action answers: `{ ok: true, ...data }` or the failure's code and message. */
export type OrderActionResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; code: string; message: string };

/** A return label (spec 2 §7 POST /consumer/return/{orderId}/returnLabel). */
export interface ReturnLabel {
  returnId: string;
  trackingNumber: string;
  /** The label file as a data: URL (a PDF). */
  labelUrl: string;
}

/** Props of {@link OrderActions}. */
export interface OrderActionsProps {
  order: Pick<Order, 'orderNumber' | 'st' | 'items'>;
  /** The invoice file (a GET the browser downloads: POST …/purchase/invoice/download behind it). */
  invoiceHref: string;
  /** POST /consumer/CancelOrder; `ORD409` when the order can no longer be cancelled. */
  onCancel(orderNumber: string): Promise<OrderActionResult>;
  /** POST /consumer/return/{orderId}/returnLabel; `RTN500` return creation error, `ORD430`. */
  onReturnLabel(orderNumber: string): Promise<OrderActionResult<ReturnLabel>>;
  /**
   * POST /consumer/resendGiftCardEmail `{ orderNumber }` (spec 2 §7): offered when the order
   * holds an e-gift card and was placed ({@link canResendGiftCardEmail}); `ORD404`, `ORD409`.
   */
  onResendGiftCard?(orderNumber: string): Promise<OrderActionResult>;
  /** After a change (the order was cancelled): the host reloads the page's data. */
  onChanged?(): void;
}

/**
 * The actions of an order in the account (spec 2 §1, §7): download the invoice (a PDF), cancel
 * a placed order after a confirmation dialog (through the dialog manager, spec 1 §2; the API
 * returns the stock and payments), request a return label for a placed or shipped order with
 * physical items (the label's PDF and tracking number), resend the e-mail of an order's e-gift
 * card (when the host offers it and the order holds one). Failures show the catalogue's message
 * (RTN500, ORD430; ORD409 as "can no longer be cancelled"). Words: the `orders` namespace.
 */
export function OrderActions({
  order,
  invoiceHref,
  onCancel,
  onReturnLabel,
  onResendGiftCard,
  onChanged,
}: OrderActionsProps) {
  const t = useTranslations('orders');
  const id = useId();
  const dialog = useManagedDialog(commerceDialogs.cancelOrder);
  const [busy, setBusy] = useState<'cancel' | 'return' | 'resend'>();
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [cancelled, setCancelled] = useState(false);
  const [label, setLabel] = useState<ReturnLabel>();
  const { orderNumber } = order;

  const cancel = async () => {
    setBusy('cancel');
    setFailure(undefined);
    const result = await onCancel(orderNumber);
    setBusy(undefined);
    dialog.close();
    if (result.ok) {
      setCancelled(true);
      onChanged?.();
    } else setFailure(result.code === 'ORD409' ? t('actions.cancelRefused') : result.message);
  };

  const requestReturn = async () => {
    setBusy('return');
    setFailure(undefined);
    const result = await onReturnLabel(orderNumber);
    setBusy(undefined);
    if (result.ok) setLabel(result);
    else setFailure(result.message);
  };

  const resendGiftCard = async () => {
    if (!onResendGiftCard) return;
    setBusy('resend');
    setFailure(undefined);
    setResent(false);
    const result = await onResendGiftCard(orderNumber);
    setBusy(undefined);
    if (result.ok) setResent(true);
    else setFailure(result.message);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('actions.title')}
      </h2>
      <div>
        {cancelled && (
          <Notification tone="success">{t('actions.cancelled', { orderNumber })}</Notification>
        )}
        {resent && <Notification tone="success">{t('actions.giftCardResent')}</Notification>}
        {label && (
          <Notification tone="success">
            {t('actions.returnReady', {
              returnId: label.returnId,
              trackingNumber: label.trackingNumber,
            })}{' '}
            <Link href={label.labelUrl} download={`return-${label.returnId}.pdf`}>
              {t('actions.returnDownload')}
            </Link>
          </Notification>
        )}
      </div>
      {failure && <Notification tone="error">{failure}</Notification>}
      <div className={styles.actions}>
        <Link href={invoiceHref} download={`invoice-${orderNumber}.pdf`}>
          {t('actions.invoice')}
        </Link>
        {canRequestReturn(order) && !label && (
          <Button
            variant="secondary"
            loading={busy === 'return'}
            disabled={busy !== undefined}
            onClick={() => void requestReturn()}
          >
            {t('actions.returnLabel')}
          </Button>
        )}
        {onResendGiftCard && canResendGiftCardEmail(order) && !cancelled && (
          <Button
            variant="secondary"
            loading={busy === 'resend'}
            disabled={busy !== undefined && busy !== 'resend'}
            onClick={() => void resendGiftCard()}
          >
            {t('actions.resendGiftCard')}
          </Button>
        )}
        {canCancelOrder(order) && !cancelled && (
          <Button variant="secondary" disabled={busy !== undefined} onClick={() => dialog.show()}>
            {t('actions.cancel')}
          </Button>
        )}
      </div>
      <Dialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        closeLabel={t('actions.close')}
        title={t('actions.cancelTitle', { orderNumber })}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={dialog.close} disabled={busy === 'cancel'}>
              {t('actions.cancelKeep')}
            </Button>
            <Button loading={busy === 'cancel'} onClick={() => void cancel()}>
              {t('actions.cancelConfirm')}
            </Button>
          </div>
        }
      >
        <p className={styles.text}>{t('actions.cancelText')}</p>
      </Dialog>
    </section>
  );
}
