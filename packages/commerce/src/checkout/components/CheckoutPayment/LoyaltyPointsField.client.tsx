'use client';

import { Button, TextField } from '@storefront/ui';
import { useState } from 'react';
import type { CheckoutLabels } from '../../flow/labels';
import * as styles from './CheckoutPayment.css';

/**
 * The points of the input: undefined when empty (all points), a whole number 1..available,
 * or null when invalid.
 */
export function pointsOfInput(value: string, available: number): number | null | undefined {
  const text = value.replace(/[\s,.\u00a0\u202f]/g, '');
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return points >= 1 && points <= available ? points : null;
}

/** Props of {@link LoyaltyPointsField}. */
export interface LoyaltyPointsFieldProps {
  /** The member's points and their value (GET paymentMethods `loyaltyPoints`). */
  loyaltyPoints: { points: number; value: number };
  /** Formats an amount in the basket's currency. */
  money(amount: number): string;
  busy: boolean;
  /** The server's error for the points (REW140 not enough points, REW401), at the input. */
  error?: string | undefined;
  /** Adds the LOYALTY_POINTS instrument: `points` to spend, or all when undefined. */
  onApply(points: number | undefined): void;
  labels: CheckoutLabels;
}

/**
 * Loyalty points as a partial payment (spec 1 §3 "Loyalty in cart", payment instrument
 * LOYALTY_POINTS; 100 points = 1.00 in the mock API): how many points to use (empty: all,
 * capped by the server at what is left to pay) and the apply button.
 */
export function LoyaltyPointsField({
  loyaltyPoints,
  money,
  busy,
  error,
  onApply,
  labels,
}: LoyaltyPointsFieldProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string>();
  return (
    <fieldset className={styles.row}>
      <legend>{labels.loyaltyPoints(loyaltyPoints.points, money(loyaltyPoints.value))}</legend>
      <TextField
        id="loyalty-points"
        label={labels.pointsToUse}
        description={labels.pointsHint(loyaltyPoints.points)}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        error={invalid ?? error}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(undefined);
        }}
      />
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => {
          const points = pointsOfInput(value, loyaltyPoints.points);
          if (points === null) {
            setInvalid(labels.pointsInvalid(loyaltyPoints.points));
            return;
          }
          onApply(points);
          setValue('');
        }}
      >
        {labels.applyPoints}
      </Button>
    </fieldset>
  );
}
