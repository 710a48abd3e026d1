'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Notification, TextField } from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { OrderActionResult } from '../../orders/OrderActions/OrderActions.client';
import * as styles from '../help.css';
import { helpMessagesFrom, type WarrantyValues, warrantySchemaWith } from '../helpRules';

/** Props of {@link WarrantyForm}. */
export interface WarrantyFormProps {
  /**
   * POST /consumer/warranty → the request id; `API404` unknown product, `AUT453` e-mail. It
   * gets the values the schema answers (trimmed, the product number in upper case) and checks
   * them again with the same schema (`warrantySchemaWith`).
   */
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
 * description, email, orderNumber?): checked in the browser with `warrantySchemaWith` (a real
 * purchase date not in the future, spec 1 §5), the first broken field focused, then sent; the
 * request id confirms it. An unknown product (API404) and a refused e-mail (AUT453) show at
 * their field; other failures above the form, the values kept. Words: the `help` namespace.
 */
export function WarrantyForm({ onSubmit, defaults = {}, today }: WarrantyFormProps) {
  const t = useTranslations('help');
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const [requestId, setRequestId] = useState<string>();
  const schema = useMemo(
    () => warrantySchemaWith(today ?? new Date().toISOString().slice(0, 10), helpMessagesFrom(t)),
    [today, t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WarrantyValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, ...defaults },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await onSubmit(values);
    if (result.ok) setRequestId(result.requestId);
    else if (result.code === 'API404')
      setError('productId', { message: t('warranty.unknownProduct') }, { shouldFocus: true });
    else if (result.code === 'AUT453')
      setError('email', { message: t('rules.email') }, { shouldFocus: true });
    else setFailure(t('warranty.failed'));
  });

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
          error={errors.productId?.message}
          {...register('productId')}
        />
        <TextField
          id={`${id}-purchaseDate`}
          type="date"
          label={t('warranty.purchaseDate')}
          required
          error={errors.purchaseDate?.message}
          {...register('purchaseDate')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${id}-email`}
          type="email"
          label={t('warranty.email')}
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={`${id}-orderNumber`}
          label={t('warranty.orderNumber')}
          autoComplete="off"
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
      </div>
      <Field
        id={`${id}-description`}
        label={t('warranty.description')}
        required
        error={errors.description?.message}
      >
        {(aria) => <textarea {...aria} className={styles.textarea} {...register('description')} />}
      </Field>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('warranty.submit')}
        </Button>
      </div>
    </form>
  );
}
