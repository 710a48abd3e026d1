'use client';

import type {
  BasketResponse,
  PaymentInstrumentRequest,
  PaymentMethods,
} from '@storefront/api-contract';
import { Button, formatMoney, Grid, TextField } from '@storefront/ui';
import { useState } from 'react';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import { placeError } from '../../flow/errorPlacement';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutActions, CheckoutData, CheckoutFailure } from '../../flow/types';
import * as styles from './CheckoutPayment.css';
import { LoyaltyPointsField } from './LoyaltyPointsField.client';

/** Methods that pay only part of the order (the rest by card or pay later). */
export const partialMethodIds = [
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'REWARD_CODE',
  'REWARD_CARD',
  'ATHLETES_PAYMENT',
] as const;

/** Props of {@link PartialPayments}. */
export interface PartialPaymentsProps {
  basket: BasketResponse;
  paymentMethods: PaymentMethods;
  /** BCP 47 tag for amounts. */
  locale: string;
  actions: Pick<CheckoutActions, 'addPaymentInstrument' | 'removePaymentInstrument'>;
  onData(data: CheckoutData): void;
  /** A failure shown at the top (payment errors of spec 1 §8). */
  onFailure(failure: CheckoutFailure): void;
  labels?: CheckoutLabels;
}

/**
 * The partial payment instruments of the billing step (spec 1 §3 "Payment instrument"): gift
 * card (partial; number and PIN both required; GFC errors at the gift card input, GFC812 as
 * `labels.giftCardLocked`, spec 1 §8), loyalty points (members; how
 * many to use, REW errors at the points input),
 * reward code and reward card (REW errors at their input), athlete payment (athletes only,
 * remaining and payable amounts). Offered only when GET paymentMethods lists them; the
 * applied instruments are listed with a remove button.
 */
export function PartialPayments({
  basket,
  paymentMethods,
  locale,
  actions,
  onData,
  onFailure,
  labels: ownLabels,
}: PartialPaymentsProps) {
  const labels = useCheckoutLabels(ownLabels);
  const offered = new Set(paymentMethods.applicablePaymentMethods.map((m) => m.id));
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);
  const [busy, setBusy] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState({ number: '', pin: '' });
  const [reward, setReward] = useState({ code: '', card: '' });
  const [errors, setErrors] = useState<{
    giftCard?: string;
    giftCardPin?: string;
    rewardCode?: string;
    rewardCard?: string;
    points?: string;
  }>({});

  const run = async (
    key: string,
    request: PaymentInstrumentRequest,
    errorField?: 'giftCard' | 'rewardCode' | 'rewardCard' | 'points',
    reset?: () => void,
  ) => {
    setBusy(key);
    setErrors({});
    try {
      const result = await actions.addPaymentInstrument(request);
      if (result.ok) {
        reset?.();
        onData(result);
        return;
      }
      const placement = placeError(result.code, 'payment');
      if (errorField && (placement.kind === 'giftCard' || placement.kind === 'reward'))
        setErrors({
          [errorField]: result.code === 'GFC812' ? labels.giftCardLocked : result.message,
        });
      else onFailure(result);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (id: string) => {
    setBusy(id);
    try {
      const result = await actions.removePaymentInstrument(id);
      if (result.ok) onData(result);
      else onFailure(result);
    } finally {
      setBusy(null);
    }
  };

  const name = (id: string) => labels.paymentMethodNames[id] ?? id;
  return (
    <Grid gap="sm">
      {basket.payment_instruments.length > 0 && (
        <section aria-label={labels.applied}>
          <ul className={styles.applied}>
            {basket.payment_instruments.map((p) => (
              <li key={p.payment_instrument_id} className={styles.appliedRow}>
                <span>
                  {name(p.payment_method_id)} · {money(p.amount)}
                </span>
                <Button
                  variant="link"
                  size="sm"
                  loading={busy === p.payment_instrument_id}
                  onClick={() => void remove(p.payment_instrument_id)}
                >
                  {labels.removePayment(name(p.payment_method_id))}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {offered.has('GIFT_CARD') && (
        <fieldset className={styles.row}>
          <legend>{labels.giftCard}</legend>
          <TextField
            id="gift-card-number"
            label={labels.giftCardNumber}
            inputMode="numeric"
            autoComplete="off"
            value={giftCard.number}
            error={errors.giftCard}
            onChange={(e) => setGiftCard({ ...giftCard, number: e.target.value })}
          />
          <TextField
            id="gift-card-pin"
            label={labels.giftCardPin}
            inputMode="numeric"
            autoComplete="off"
            value={giftCard.pin}
            error={errors.giftCardPin}
            onChange={(e) => setGiftCard({ ...giftCard, pin: e.target.value })}
          />
          <Button
            variant="secondary"
            loading={busy === 'gift'}
            onClick={() => {
              const number = giftCard.number.replace(/\s+/g, '');
              const pin = giftCard.pin.trim();
              const problems = {
                ...(/^\d{12,19}$/.test(number) ? {} : { giftCard: labels.giftCardNumberInvalid }),
                ...(!pin
                  ? { giftCardPin: labels.giftCardPinRequired }
                  : /^\d{3,8}$/.test(pin)
                    ? {}
                    : { giftCardPin: labels.giftCardPinInvalid }),
              };
              if (problems.giftCard || problems.giftCardPin) {
                setErrors(problems);
                return;
              }
              void run(
                'gift',
                {
                  payment_method_id: 'GIFT_CARD',
                  gift_card: { card_number: number, pin },
                },
                'giftCard',
                () => setGiftCard({ number: '', pin: '' }),
              );
            }}
          >
            {labels.applyGiftCard}
          </Button>
        </fieldset>
      )}
      {offered.has('LOYALTY_POINTS') && paymentMethods.loyaltyPoints && (
        <LoyaltyPointsField
          loyaltyPoints={paymentMethods.loyaltyPoints}
          money={money}
          busy={busy === 'points'}
          error={errors.points}
          labels={labels}
          onApply={(points) =>
            void run(
              'points',
              { payment_method_id: 'LOYALTY_POINTS', ...(points ? { points } : {}) },
              'points',
            )
          }
        />
      )}
      {offered.has('REWARD_CODE') && (
        <div className={styles.row}>
          <TextField
            id="reward-code"
            label={labels.rewardCode}
            autoComplete="off"
            value={reward.code}
            error={errors.rewardCode}
            onChange={(e) => setReward({ ...reward, code: e.target.value })}
          />
          <Button
            variant="secondary"
            loading={busy === 'rewardCode'}
            onClick={() =>
              reward.code.trim()
                ? void run(
                    'rewardCode',
                    { payment_method_id: 'REWARD_CODE', reward_code: reward.code.trim() },
                    'rewardCode',
                    () => setReward({ ...reward, code: '' }),
                  )
                : setErrors({ rewardCode: labels.required })
            }
          >
            {labels.applyReward}
          </Button>
        </div>
      )}
      {offered.has('REWARD_CARD') && (
        <div className={styles.row}>
          <TextField
            id="reward-card"
            label={labels.rewardCard}
            inputMode="numeric"
            autoComplete="off"
            value={reward.card}
            error={errors.rewardCard}
            onChange={(e) => setReward({ ...reward, card: e.target.value })}
          />
          <Button
            variant="secondary"
            loading={busy === 'rewardCard'}
            onClick={() =>
              reward.card.trim()
                ? void run(
                    'rewardCard',
                    {
                      payment_method_id: 'REWARD_CARD',
                      reward_card: { card_number: reward.card.replace(/\s+/g, '') },
                    },
                    'rewardCard',
                    () => setReward({ ...reward, card: '' }),
                  )
                : setErrors({ rewardCard: labels.required })
            }
          >
            {labels.applyReward}
          </Button>
        </div>
      )}
      {offered.has('ATHLETES_PAYMENT') && paymentMethods.athletesPayment && (
        <Grid gap="sm">
          <p className={styles.note}>
            {labels.athletePayment(
              money(paymentMethods.athletesPayment.remaining),
              money(paymentMethods.athletesPayment.payable),
            )}
          </p>
          <Button
            variant="secondary"
            loading={busy === 'athlete'}
            onClick={() =>
              void run('athlete', {
                payment_method_id: 'ATHLETES_PAYMENT',
                ...(paymentMethods.athletesPayment && paymentMethods.athletesPayment.payable > 0
                  ? { amount: paymentMethods.athletesPayment.payable }
                  : {}),
              })
            }
          >
            {labels.applyAthlete}
          </Button>
        </Grid>
      )}
    </Grid>
  );
}
