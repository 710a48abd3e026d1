'use client';

import { Button, IconButton, TextField } from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../forms/lazyResolver';
import { useCartLabels } from '../../../messages/useLabels.client';
import type { CartLabels } from '../../labels';
import type { CartActionResult } from '../../types';
import * as styles from './PromoCodeForm.css';

import type { PromoCodeValues as Values } from './promoSchema';

/** Props of {@link PromoCodeForm}. */
export interface PromoCodeFormProps {
  /** The codes on the basket (`couponItems`). */
  applied: { code: string; couponItemId: string }[];
  /** PUT /cart/v1/coupon through the host; a `PRM…` failure's message shows at the input. */
  onApply(code: string): Promise<CartActionResult>;
  /** DELETE /cart/v1/coupon. */
  onRemove(code: string): Promise<CartActionResult>;
  labels?: CartLabels;
}

/**
 * The promo code form (spec 1 §3 coupon; §8 PRM errors placed at the input): react-hook-form +
 * zod (1-50 characters), the server's message (PRM130 invalid, PRM135 not yet available,
 * PRM140 limit, PRM150 redeemed, PRM155 expired, PRM160 already applied, PRM175, PRM416) as
 * the field error; applied codes listed with a remove button each.
 */
export function PromoCodeForm({
  applied,
  onApply,
  onRemove,
  labels: ownLabels,
}: PromoCodeFormProps) {
  const labels = useCartLabels(ownLabels);
  const id = useId();
  const [status, setStatus] = useState('');
  // The rule's module (zod) loads on the form's first focus or submit, not with the cart page.
  const resolver = useMemo(
    () =>
      lazyResolver(() => import('./promoSchema').then((module) => module.promoResolver(labels))),
    [labels],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setStatus('');
    const result = await onApply(code);
    if (result.ok) {
      reset();
      setStatus(labels.promoApplied(code.toUpperCase()));
    } else {
      setError('code', { message: result.message });
    }
  });

  return (
    <div>
      <form className={styles.form} onSubmit={submit} noValidate onFocus={resolver.preload}>
        <TextField
          id={`${id}-code`}
          label={labels.promoCode}
          autoComplete="off"
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" variant="secondary" loading={isSubmitting} className={styles.button}>
          {labels.applyPromo}
        </Button>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {applied.length > 0 && (
        <ul className={styles.applied}>
          {applied.map((coupon) => (
            <li key={coupon.couponItemId} className={styles.chip}>
              {coupon.code}
              <IconButton
                icon="close"
                size="sm"
                label={labels.removePromo(coupon.code)}
                onClick={() => void onRemove(coupon.code)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
