'use client';

import { Button, formatMoney, Inline, TextField } from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../forms/lazyResolver';
import { useCartLabels } from '../../../messages/useLabels.client';
import type { CartLabels } from '../../labels';
import type { CartActionResult, GiftCardBalanceResult } from '../../types';
import * as styles from './GiftCardForm.css';

import type { GiftCardOutput, GiftCardInput as Values } from './giftCardSchema';

/** Props of {@link GiftCardForm}. */
export interface GiftCardFormProps {
  /** BCP 47 tag for the balance, e.g. `en-US`. */
  locale: string;
  /** POST /cart/v1/giftcard/balance through the host (number and PIN). */
  onCheckBalance(cardNumber: string, pin: string): Promise<GiftCardBalanceResult>;
  /**
   * Applies the card as a GIFT_CARD payment instrument; without it only the balance check is
   * offered (the card is applied at checkout).
   */
  onApply?(cardNumber: string, pin: string): Promise<CartActionResult>;
  labels?: CartLabels;
}

/**
 * The gift card form (spec 1 §3 "Gift card", §8: GFC errors — invalid, already applied, not
 * allowed, zero balance, locked after failed attempts — placed at the gift card input): number
 * and PIN, both required (react-hook-form + zod), "Check balance" announces the balance,
 * "Apply gift card" adds it as a payment instrument when the host can. GFC812 shows
 * `labels.giftCardLocked`.
 */
export function GiftCardForm({
  locale,
  onCheckBalance,
  onApply,
  labels: ownLabels,
}: GiftCardFormProps) {
  const labels = useCartLabels(ownLabels);
  const id = useId();
  const [status, setStatus] = useState('');
  const failureMessage = (result: { code: string; message: string }) =>
    result.code === 'GFC812' ? labels.giftCardLocked : result.message;
  // The rules' module (zod) loads on the form's first focus or check, not with the cart page.
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./giftCardSchema').then((module) => module.giftCardResolver(labels)),
      ),
    [labels],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, GiftCardOutput>({
    resolver,
    defaultValues: { cardNumber: '', pin: '' },
  });

  const check = handleSubmit(async ({ cardNumber, pin }) => {
    setStatus('');
    const result = await onCheckBalance(cardNumber, pin);
    if (result.ok) {
      setStatus(
        labels.balance(formatMoney(result.balance.balance, result.balance.currency, locale)),
      );
    } else setError('cardNumber', { message: failureMessage(result) });
  });
  const apply = handleSubmit(async ({ cardNumber, pin }) => {
    setStatus('');
    if (!onApply) return;
    const result = await onApply(cardNumber, pin);
    if (result.ok) reset();
    else setError('cardNumber', { message: failureMessage(result) });
  });

  return (
    <form
      className={styles.form}
      onSubmit={check}
      noValidate
      aria-label={labels.giftCard}
      onFocus={resolver.preload}
    >
      <div className={styles.fields}>
        <TextField
          id={`${id}-number`}
          label={labels.giftCardNumber}
          inputMode="numeric"
          autoComplete="off"
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        <TextField
          id={`${id}-pin`}
          label={labels.giftCardPin}
          inputMode="numeric"
          autoComplete="off"
          error={errors.pin?.message}
          {...register('pin')}
        />
      </div>
      <Inline gap="xs">
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {labels.checkBalance}
        </Button>
        {onApply && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => void apply()}
            disabled={isSubmitting}
          >
            {labels.applyGiftCard}
          </Button>
        )}
      </Inline>
      <p role="status" className={styles.status} data-testid="gift-card-status">
        {status}
      </p>
    </form>
  );
}
