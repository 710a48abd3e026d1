'use client';

import { TextField } from '@storefront/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import type { CheckoutLabels } from '../../flow/labels';
import * as styles from './CheckoutPayment.css';

/** The card form's values. */
export interface CardValues {
  number: string;
  holder: string;
  expiry: string;
  securityCode: string;
}

/** Empty card values. */
export const emptyCard: CardValues = { number: '', holder: '', expiry: '', securityCode: '' };

/** Options of `cardSchema` (./cardSchema) and {@link CardFields}. */
export interface CardFieldsOptions {
  /**
   * Whether the security code is asked (default true). A card saved to the account has none
   * (spec 2 §3 saved-card payload: number, holder, expiry).
   */
  securityCode?: boolean;
}

/**
 * The card fields (number, holder, expiry MM/YY, security code unless
 * `securityCode={false}`). FE309 from the server shows at the expiry. Nothing of the card is
 * kept after it is sent.
 */
export function CardFields({
  form,
  labels: ownLabels,
  securityCode = true,
}: {
  form: UseFormReturn<CardValues>;
  labels?: CheckoutLabels;
} & CardFieldsOptions) {
  const labels = useCheckoutLabels(ownLabels);
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className={styles.cardGrid}>
      <div className={styles.wide}>
        <TextField
          id="card-number"
          label={labels.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          error={errors.number?.message}
          {...register('number')}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          id="card-holder"
          label={labels.cardHolder}
          autoComplete="cc-name"
          required
          error={errors.holder?.message}
          {...register('holder')}
        />
      </div>
      <TextField
        id="card-expiry"
        label={labels.expiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={labels.expiryPlaceholder}
        required
        error={errors.expiry?.message}
        {...register('expiry')}
      />
      {securityCode && (
        <TextField
          id="card-cvc"
          label={labels.securityCode}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          error={errors.securityCode?.message}
          {...register('securityCode')}
        />
      )}
    </div>
  );
}
