'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { cardAlreadyExistsCode, type SavedPaymentInstrument } from '@storefront/api-contract';
import { Button, formatMoney, Heading, Notification, TextField } from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';
import {
  type GiftCardInput,
  type GiftCardValues,
  giftCardMessagesFrom,
  giftCardNameMaxLength,
  giftCardPinMaxLength,
  giftCardSchemaWith,
} from './giftCardRules';

/** Props of {@link GiftCards}. */
export interface GiftCardsProps {
  /**
   * The saved gift cards (GET /consumer/payment_instruments?paymentMethodId=GIFT_CARD), each
   * with its `balance` (major units) when the provider gave it, or `null` when unreadable.
   */
  giftCards: readonly SavedPaymentInstrument[] | null;
  /**
   * Saves a gift card (POST /consumer/payment_instruments, `GIFT_CARD` with number and PIN,
   * `giftCardRequestOf`) with the values `giftCardSchemaWith` answers (the number's digits,
   * PIN and name trimmed), checked again by the host with the same schema: `PYT400` already
   * saved; anything else (`GFC400`, `GFC410`, `GFC812`, `API400`, …) is a failed save.
   */
  onSave(values: GiftCardValues): Promise<AccountResult<{ card: SavedPaymentInstrument }>>;
  /** Deletes a saved gift card (DELETE …/payment_instruments/{id}); `PYT404`. */
  onDelete(id: string): Promise<AccountResult>;
  /** BCP 47 tag the balances are formatted in, e.g. `en-US` (CAD shows its code, spec 2 §5). */
  locale: string;
}

/**
 * The consumer's saved gift cards (spec 2 §1, §3, §7 saved cards and "Handling of answers"):
 * each with its last four digits, its name and its balance; delete; a form to add one with its
 * number and PIN. A failed save shows the gift-card-already-exists message when the API says
 * the card is already saved (`PYT400`), else the gift-card-save-failed message, the values
 * kept. The form checks `giftCardSchemaWith` and focuses the first broken field. Number and
 * PIN are sent once and never shown again. Words: `accountarea.giftCards`.
 */
export function GiftCards({ giftCards: initial, onSave, onDelete, locale }: GiftCardsProps) {
  const t = useTranslations('accountarea');
  const id = useId();
  const [cards, setCards] = useState<SavedPaymentInstrument[] | null>(
    initial ? [...initial] : null,
  );
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const schema = useMemo(() => giftCardSchemaWith(giftCardMessagesFrom(t)), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardInput, unknown, GiftCardValues>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', pin: '', holderName: '' },
  });
  const addButton = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (adding) setFocus('number');
    else if (returnFocus) addButton.current?.focus();
  }, [adding, returnFocus, setFocus]);

  if (cards === null) return <Notification tone="error">{t('giftCards.error')}</Notification>;

  const begin = () => {
    setFailure(undefined);
    setStatus(undefined);
  };

  async function remove(card: SavedPaymentInstrument) {
    begin();
    setBusy(`delete-${card.paymentInstrumentId}`);
    const result = await onDelete(card.paymentInstrumentId);
    setBusy(null);
    if (!result.ok) return setFailure(result.message);
    setCards((list) =>
      (list ?? []).filter((c) => c.paymentInstrumentId !== card.paymentInstrumentId),
    );
    setStatus(t('giftCards.deleted'));
  }

  /** Closes the form, emptied (number and PIN are not kept), and returns the focus to Add. */
  const close = () => {
    reset();
    setAdding(false);
    setReturnFocus(true);
  };

  const submit = handleSubmit(async (values) => {
    begin();
    const result = await onSave(values);
    if (!result.ok) {
      // spec 2 §7: already exists → its own message, anything else → the save-failed one.
      setFailure(
        result.code === cardAlreadyExistsCode
          ? t('giftCards.alreadyExists')
          : t('giftCards.saveFailed'),
      );
      return;
    }
    const saved = result.card;
    setCards((list) => [...(list ?? []), saved]);
    close();
    setStatus(t('giftCards.saved'));
  });

  return (
    <div className={styles.section}>
      {failure && <Notification tone="error">{failure}</Notification>}
      {status && <Notification tone="success">{status}</Notification>}
      {cards.length === 0 ? (
        <p className={styles.text}>{t('giftCards.empty')}</p>
      ) : (
        <ul className={styles.items} aria-label={t('giftCards.title')}>
          {cards.map((card) => (
            <li key={card.paymentInstrumentId} className={styles.item} data-testid="gift-card">
              <p className={styles.text}>
                {t('giftCards.ending', { lastFour: card.card.lastFour })}
              </p>
              <p className={styles.text}>{card.card.holderName}</p>
              <p className={styles.text}>
                {card.balance
                  ? t('giftCards.balance', {
                      amount: formatMoney(card.balance.amount, card.balance.currency, locale),
                    })
                  : t('giftCards.balanceUnknown')}
              </p>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="tertiary"
                  aria-label={t('giftCards.deleteCard', { lastFour: card.card.lastFour })}
                  loading={busy === `delete-${card.paymentInstrumentId}`}
                  onClick={() => void remove(card)}
                >
                  {t('giftCards.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={`${id}-title`}
        >
          <Heading level={2} id={`${id}-title`}>
            {t('giftCards.add')}
          </Heading>
          <TextField
            id={`${id}-number`}
            label={t('giftCards.number')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.number?.message}
            required
            {...register('number')}
          />
          <TextField
            id={`${id}-pin`}
            type="password"
            label={t('giftCards.pin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={giftCardPinMaxLength}
            error={errors.pin?.message}
            required
            {...register('pin')}
          />
          <TextField
            id={`${id}-holder`}
            label={t('giftCards.holderName')}
            autoComplete="off"
            maxLength={giftCardNameMaxLength}
            error={errors.holderName?.message}
            required
            {...register('holderName')}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={isSubmitting}>
              {t('giftCards.save')}
            </Button>
            <Button variant="tertiary" onClick={close}>
              {t('giftCards.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button ref={addButton} variant="secondary" onClick={() => setAdding(true)}>
            {t('giftCards.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
