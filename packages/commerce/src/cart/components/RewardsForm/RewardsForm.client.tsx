'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { Button, formatMoney, Grid, IconButton, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { useCartLabels } from '../../../messages/useLabels.client';
import type { CartLabels } from '../../labels';
import type { CartActionResult } from '../../types';
import * as styles from '../PromoCodeForm/PromoCodeForm.css';
import * as own from './RewardsForm.css';

/** Props of {@link RewardsForm}. */
export interface RewardsFormProps {
  /** Loyalty in cart (spec 1 §3): points and applicable vouchers; absent for guests. */
  loyalty?: BasketResponse['loyalty'];
  /** The rewards on the basket. */
  rewards: BasketResponse['rewards'];
  currency: string;
  /** BCP 47 tag. */
  locale: string;
  /** PUT /cart/v1/cart/{basketId}/reward; REW130/135/140/401 show at the reward input. */
  onApply(request: {
    appliedLoyaltyVoucher?: number;
    rewardCode?: string;
    rewardCard?: string;
    removeRewardId?: string;
  }): Promise<CartActionResult>;
  labels?: CartLabels;
}

/**
 * Loyalty vouchers, reward codes and reward cards in the cart (spec 1 §3 "Loyalty in cart"):
 * the member's points with a button per eligible, available voucher, one input for a reward
 * code or a reward card (a 16-digit number is sent as a card), the applied rewards with remove
 * buttons. Errors (REW codes) show at the input.
 */
export function RewardsForm({
  loyalty,
  rewards,
  currency,
  locale,
  onApply,
  labels: ownLabels,
}: RewardsFormProps) {
  const labels = useCartLabels(ownLabels);
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  async function run(request: Parameters<RewardsFormProps['onApply']>[0]) {
    setBusy(true);
    setError(undefined);
    const result = await onApply(request);
    setBusy(false);
    if (!result.ok) setError(result.message);
    return result.ok;
  }

  return (
    <Grid gap="sm">
      {loyalty && (
        <div>
          <p className={own.points}>{labels.loyaltyPoints(loyalty.currentLoyaltyPoints)}</p>
          <div className={styles.applied}>
            {loyalty.applicableLoyaltyVouchers
              .filter((v) => v.available && v.eligible)
              .map((voucher) => (
                <Button
                  key={voucher.points}
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run({ appliedLoyaltyVoucher: voucher.points })}
                >
                  {labels.voucherButton(voucher.points, money(voucher.amountInCurrency))}
                </Button>
              ))}
          </div>
        </div>
      )}
      <form
        className={styles.form}
        noValidate
        aria-label={labels.rewards}
        onSubmit={async (event) => {
          event.preventDefault();
          const code = value.trim();
          if (!code) return setError(`Enter a ${labels.rewardCode.toLowerCase()}.`);
          const request = /^\d{16}$/.test(code) ? { rewardCard: code } : { rewardCode: code };
          if (await run(request)) setValue('');
        }}
      >
        <TextField
          id={`${id}-reward`}
          label={`${labels.rewardCode} / ${labels.rewardCard}`}
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy} className={styles.button}>
          {labels.applyReward}
        </Button>
      </form>
      {rewards.length > 0 && (
        <ul className={styles.applied}>
          {rewards.map((reward) => (
            <li key={reward.rewardId} className={styles.chip}>
              {reward.code} −{money(reward.amount)}
              <IconButton
                icon="close"
                size="sm"
                label={labels.removeReward(reward.code)}
                onClick={() => void run({ removeRewardId: reward.rewardId })}
              />
            </li>
          ))}
        </ul>
      )}
    </Grid>
  );
}
