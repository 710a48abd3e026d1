'use client';

import { Button, formatMoney, Inline, Notification, Select, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { messageForError } from '../../api/messages';
import * as styles from './associate.css';
import { type PriceAdjustmentLabels, priceAdjustmentLabels } from './labels';

/** What an associate asks for: an amount (currency major units) or a percentage off one item. */
export interface PriceAdjustmentInput {
  itemId: string;
  type: 'amount' | 'percentage';
  /** Major units (`amount`) or percent (`percentage`), > 0. */
  value: number;
  reason?: string;
}

/** The host's answer: done, or the failed call's code (PRC400 over the maximum, AUT432…). */
export type PriceAdjustmentResult = { ok: true } | { ok: false; code: string; message?: string };

/** Props of {@link PriceAdjustmentForm}. */
export interface PriceAdjustmentFormProps {
  itemId: string;
  /** ISO 4217 code of the basket, e.g. `USD`. */
  currency: string;
  /** BCP 47 tag for money, e.g. `en-US`. */
  locale: string;
  /** The item's adjustment already applied, if any (basket `priceAdjustments`). */
  adjustment?: { adjustmentId: string; appliedDiscount: number };
  /**
   * Applies the adjustment (POST /cart/v1/cart/{basketId}/price_adjustments, spec 1 §7). The
   * API decides: associate session only (AUT432) and at most the allowed maximum (PRC400).
   */
  onAdjust(input: PriceAdjustmentInput): Promise<PriceAdjustmentResult>;
  /** Removes the adjustment (DELETE …/price_adjustments/{adjustmentId}). */
  onRemove?(adjustmentId: string): Promise<PriceAdjustmentResult>;
  /** ISO 639-1 language of error messages, e.g. `fr`. */
  language?: string;
  labels?: PriceAdjustmentLabels;
}

/**
 * An in-store associate's price adjustment on one cart item (spec 1 §7 price adjustments;
 * spec 2 §6 in-store associate mode): "Adjust price" opens the fields (amount or percent off,
 * value, reason); the API checks the maximum and answers PRC400 above it, shown at the value.
 * An applied adjustment shows its amount and can be removed.
 */
export function PriceAdjustmentForm({
  itemId,
  currency,
  locale,
  adjustment,
  onAdjust,
  onRemove,
  language = 'en',
  labels = priceAdjustmentLabels,
}: PriceAdjustmentFormProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<'amount' | 'percentage'>('amount');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [valueError, setValueError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<PriceAdjustmentResult>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await call();
      if (result.ok) {
        setOpen(false);
        setValue('');
        setReason('');
        return;
      }
      if (result.code === 'PRC400') setValueError(labels.overMaximum);
      else setFailure(messageForError(result.code, result.message, { locale: language }));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const amount = Number(value.replace(',', '.'));
    if (!value.trim() || !Number.isFinite(amount) || amount <= 0) {
      setValueError(labels.invalidValue);
      return;
    }
    setValueError(undefined);
    void run(() =>
      onAdjust({
        itemId,
        type,
        value: amount,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    );
  };

  return (
    <div className={styles.adjustment} data-testid="price-adjustment">
      {adjustment && (
        <Inline gap="sm" align="center">
          <span>{labels.applied(formatMoney(adjustment.appliedDiscount, currency, locale))}</span>
          {onRemove && (
            <Button
              variant="secondary"
              size="sm"
              loading={busy && !open}
              onClick={() => void run(() => onRemove(adjustment.adjustmentId))}
            >
              {labels.remove}
            </Button>
          )}
        </Inline>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen(!open)}
      >
        {labels.open}
      </Button>
      {failure && <Notification tone="error">{failure}</Notification>}
      {open && (
        <form
          id={`${id}-fields`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className={styles.adjustment}>
            <legend>{labels.legend}</legend>
            <div className={styles.adjustmentRow}>
              <Select
                id={`${id}-type`}
                label={labels.type}
                value={type}
                options={[
                  { value: 'amount', label: labels.amount },
                  { value: 'percentage', label: labels.percentage },
                ]}
                onChange={(event) => setType(event.target.value as 'amount' | 'percentage')}
              />
              <TextField
                id={`${id}-value`}
                label={labels.value}
                inputMode="decimal"
                required
                value={value}
                error={valueError}
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
            <TextField
              id={`${id}-reason`}
              label={labels.reason}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Inline gap="sm">
              <Button type="submit" size="sm" loading={busy}>
                {labels.submit}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setOpen(false);
                  setValueError(undefined);
                }}
              >
                {labels.cancel}
              </Button>
            </Inline>
          </fieldset>
        </form>
      )}
    </div>
  );
}
