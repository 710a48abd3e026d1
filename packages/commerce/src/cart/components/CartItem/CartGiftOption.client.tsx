'use client';

import { Accordion, Button, TextField } from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../forms/lazyResolver';
import { useCartLabels } from '../../../messages/useLabels.client';
import type { CartLabels } from '../../labels';
import type { CartActionResult } from '../../types';
import * as styles from './CartItem.css';

import type { GiftOptionValues as Values } from './giftSchema';

/** Props of {@link CartGiftOption}. */
export interface CartGiftOptionProps {
  value?: { to?: string; email?: string; message?: string };
  /** Saves the gift option (PUT …/item with `giftOption`); GFO404/GFO405 show in the form. */
  onSave(giftOption: Values): Promise<CartActionResult>;
  labels?: CartLabels;
}

/**
 * The gift option of a digital product in the cart (spec 1 §3 "Gift option for digital
 * products": to, email, message), in a disclosure; react-hook-form + zod (email 'Email is not
 * valid', spec 1 §5).
 */
export function CartGiftOption({ value, onSave, labels: ownLabels }: CartGiftOptionProps) {
  const labels = useCartLabels(ownLabels);
  const id = useId();
  const [status, setStatus] = useState('');
  // The rules' module (zod) loads on the form's first focus or save, not with the cart page.
  const resolver = useMemo(
    () => lazyResolver(() => import('./giftSchema').then((module) => module.giftResolver(labels))),
    [labels],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: {
      to: value?.to ?? '',
      email: value?.email ?? '',
      message: value?.message ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    setStatus('');
    const result = await onSave(values);
    if (result.ok) setStatus(labels.giftSaved);
    else setError('email', { message: result.message });
  });
  return (
    <Accordion
      headingLevel={2}
      items={[
        {
          value: `${id}-gift`,
          title: labels.giftOption,
          content: (
            <form
              className={styles.giftForm}
              onSubmit={submit}
              noValidate
              onFocus={resolver.preload}
            >
              <TextField
                id={`${id}-to`}
                label={labels.giftTo}
                error={errors.to?.message}
                {...register('to')}
              />
              <TextField
                id={`${id}-email`}
                type="email"
                label={labels.giftEmail}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                id={`${id}-message`}
                label={labels.giftMessage}
                error={errors.message?.message}
                {...register('message')}
              />
              <Button type="submit" variant="secondary" size="sm" loading={isSubmitting}>
                {labels.saveGiftOption}
              </Button>
              <p role="status" className={styles.meta}>
                {status}
              </p>
            </form>
          ),
        },
      ]}
    />
  );
}
