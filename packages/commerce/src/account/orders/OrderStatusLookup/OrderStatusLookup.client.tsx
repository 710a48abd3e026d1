'use client';

import { Button, Link, Notification, TextField } from '@storefront/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { ordersLabelsFrom } from '../labels';
import type { OrderActionResult } from '../OrderActions/OrderActions.client';
import { OrderTracking, type OrderTrackingInfo } from '../OrderTracking/OrderTracking';
import { checkOrderLookup, type OrderLookupField } from '../orderRules';
import * as styles from '../orders.css';

/** Props of {@link OrderStatusLookup}. */
export interface OrderStatusLookupProps {
  /**
   * POST /consumer/TrackOrder with the order number and the billing e-mail (spec 2 §7). The API
   * answers `OHS4004` for an unknown number or another e-mail and limits the calls (429 `API429`).
   */
  onLookup(
    orderNumber: string,
    email: string,
  ): Promise<OrderActionResult<{ tracking: OrderTrackingInfo }>>;
  /** BCP 47 tag for dates, e.g. `en-US`. */
  locale: string;
  /** The account's order history (a signed-in shopper sees all orders there). */
  historyHref?: string;
}

/**
 * The guest order status (spec 2 §1 order tracking; the footer's "Order status"): order number
 * and the e-mail used at checkout, checked in the browser, then the order's tracking. An unknown
 * pair and too many attempts show their own messages; no field tells which of the two is wrong.
 * Words: the `orders` namespace.
 */
export function OrderStatusLookup({ onLookup, locale, historyHref }: OrderStatusLookupProps) {
  const t = useTranslations('orders');
  const labels = useMemo(() => ordersLabelsFrom(t), [t]);
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<OrderLookupField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [tracking, setTracking] = useState<OrderTrackingInfo>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkOrderLookup(
      String(data.get('orderNumber') ?? ''),
      String(data.get('email') ?? ''),
    );
    setFailure(undefined);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, rule]) => [field, t(`lookup.${rule}`)]),
        ),
      );
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await onLookup(checked.orderNumber, checked.email);
    setBusy(false);
    if (result.ok) {
      setTracking(result.tracking);
      return;
    }
    setTracking(undefined);
    setFailure(
      result.code === 'OHS4004'
        ? t('lookup.notFound')
        : result.code === 'API429'
          ? t('lookup.tooMany')
          : t('lookup.failed'),
    );
  };

  return (
    <div className={styles.section}>
      <p className={styles.text}>{t('lookup.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {failure && <Notification tone="error">{failure}</Notification>}
        <TextField
          id={`${id}-orderNumber`}
          name="orderNumber"
          label={t('lookup.orderNumber')}
          description={t('lookup.orderNumberHint')}
          autoComplete="off"
          required
          error={errors.orderNumber}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('lookup.email')}
          autoComplete="email"
          required
          error={errors.email}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('lookup.submit')}
          </Button>
          {historyHref && <Link href={historyHref}>{t('lookup.signIn')}</Link>}
        </div>
      </form>
      {tracking && (
        <section
          className={styles.section}
          aria-label={t('lookup.result', { orderNumber: tracking.orderNumber })}
        >
          <h2 className={styles.subtitle}>
            {t('lookup.result', { orderNumber: tracking.orderNumber })}
          </h2>
          <OrderTracking tracking={tracking} locale={locale} headingLevel={3} labels={labels} />
        </section>
      )}
    </div>
  );
}
