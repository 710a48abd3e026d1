'use client';

import { Button, Field, Notification, TextField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { OrderActionResult } from '../../orders/OrderActions/OrderActions.client';
import * as styles from '../help.css';
import { checkWarranty, type HelpRule, type WarrantyValues } from '../helpRules';

/** Props of {@link WarrantyForm}. */
export interface WarrantyFormProps {
  /** POST /consumer/warranty → the request id; `API404` unknown product, `AUT453` e-mail. */
  onSubmit(values: WarrantyValues): Promise<OrderActionResult<{ requestId: string }>>;
  /** Values to start with (a signed-in shopper's e-mail). */
  defaults?: Partial<WarrantyValues>;
  /** Today as `YYYY-MM-DD` (the latest purchase date); default the browser's day. */
  today?: string;
}

const empty: WarrantyValues = {
  productId: '',
  purchaseDate: '',
  orderNumber: '',
  email: '',
  description: '',
};

/**
 * The warranty request (spec 2 §7 POST /consumer/warranty: productId, purchaseDate,
 * description, email, orderNumber?): checked in the browser (a real purchase date not in the
 * future, spec 1 §5), then sent; the request id confirms it. An unknown product shows at its
 * field. Words: the `help` namespace.
 */
export function WarrantyForm({ onSubmit, defaults = {}, today }: WarrantyFormProps) {
  const t = useTranslations('help');
  const id = useId();
  const [values, setValues] = useState<WarrantyValues>({ ...empty, ...defaults });
  const [errors, setErrors] = useState<Partial<Record<keyof WarrantyValues, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState<string>();

  const set = (name: keyof WarrantyValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const word = (broken: HelpRule) =>
    t(`rules.${broken.rule}`, broken.rule === 'tooLong' ? { max: broken.max } : {});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const day = today ?? new Date().toISOString().slice(0, 10);
    const broken = checkWarranty(values, day);
    setErrors(Object.fromEntries(Object.entries(broken).map(([k, rule]) => [k, word(rule)])));
    const first = Object.keys(broken)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await onSubmit({
      ...values,
      productId: values.productId.trim().toUpperCase(),
    });
    setBusy(false);
    if (result.ok) setRequestId(result.requestId);
    else if (result.code === 'API404') {
      setErrors({ productId: t('warranty.unknownProduct') });
      document.getElementById(`${id}-productId`)?.focus();
    } else if (result.code === 'AUT453') setErrors({ email: t('rules.email') });
    else setFailure(t('warranty.failed'));
  };

  if (requestId) {
    return <Notification tone="success">{t('warranty.sent', { requestId })}</Notification>;
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Notification tone="error">{failure}</Notification>}
      <div className={styles.row}>
        <TextField
          id={`${id}-productId`}
          label={t('warranty.productId')}
          description={t('warranty.productIdHint')}
          autoComplete="off"
          required
          value={values.productId}
          onChange={set('productId')}
          error={errors.productId}
        />
        <TextField
          id={`${id}-purchaseDate`}
          type="date"
          label={t('warranty.purchaseDate')}
          required
          value={values.purchaseDate}
          onChange={set('purchaseDate')}
          error={errors.purchaseDate}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${id}-email`}
          type="email"
          label={t('warranty.email')}
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          id={`${id}-orderNumber`}
          label={t('warranty.orderNumber')}
          autoComplete="off"
          value={values.orderNumber}
          onChange={set('orderNumber')}
          error={errors.orderNumber}
        />
      </div>
      <Field
        id={`${id}-description`}
        label={t('warranty.description')}
        required
        error={errors.description}
      >
        {(aria) => (
          <textarea
            {...aria}
            className={styles.textarea}
            value={values.description}
            onChange={set('description')}
          />
        )}
      </Field>
      <div>
        <Button type="submit" loading={busy}>
          {t('warranty.submit')}
        </Button>
      </div>
    </form>
  );
}
