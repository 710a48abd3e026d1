'use client';

import {
  cardAlreadyExistsCode,
  type SavedPaymentInstrument,
  type SavePaymentInstrumentRequest,
} from '@storefront/api-contract';
import { Button, formatMoney, Heading, Notification, TextField } from '@storefront/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';

/** Props of {@link GiftCards}. */
export interface GiftCardsProps {
  /**
   * The saved gift cards (GET /consumer/payment_instruments?paymentMethodId=GIFT_CARD), each
   * with its `balance` (major units) when the provider gave it, or `null` when unreadable.
   */
  giftCards: readonly SavedPaymentInstrument[] | null;
  /**
   * Saves a gift card (POST /consumer/payment_instruments, `GIFT_CARD` with number and PIN):
   * `PYT400` already saved; anything else (`GFC400`, `GFC410`, `GFC812`, …) is a failed save.
   */
  onSave(
    request: SavePaymentInstrumentRequest,
  ): Promise<AccountResult<{ card: SavedPaymentInstrument }>>;
  /** Deletes a saved gift card (DELETE …/payment_instruments/{id}); `PYT404`. */
  onDelete(id: string): Promise<AccountResult>;
  /** BCP 47 tag the balances are formatted in, e.g. `en-US` (CAD shows its code, spec 2 §5). */
  locale: string;
}

/** A gift card number as typed: digits only (spaces and dashes dropped). */
export const giftCardNumberDigits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The consumer's saved gift cards (spec 2 §1, §3, §7 saved cards and "Handling of answers"):
 * each with its last four digits, its name and its balance; delete; a form to add one with its
 * number and PIN. A failed save shows the gift-card-already-exists message when the API says
 * the card is already saved (`PYT400`), else the gift-card-save-failed message. Number and PIN
 * are sent once and never shown again. Words: `accountarea.giftCards`.
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const first = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (adding) first.current?.focus();
    else if (returnFocus) addButton.current?.focus();
  }, [adding, returnFocus]);

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    begin();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const number = giftCardNumberDigits(value('number'));
    const missing: Record<string, string> = {};
    if (!/^\d{12,19}$/.test(number)) missing.number = t('giftCards.required');
    if (!value('pin')) missing.pin = t('giftCards.required');
    if (!value('holderName')) missing.holderName = t('giftCards.required');
    setErrors(missing);
    // The first field in error takes the focus (by name: the error marks render later).
    const firstMissing = ['number', 'pin', 'holderName'].find((name) => missing[name]);
    if (firstMissing) {
      (event.currentTarget.elements.namedItem(firstMissing) as HTMLElement | null)?.focus();
      return;
    }
    setBusy('save');
    const result = await onSave({
      paymentMethodId: 'GIFT_CARD',
      card: { number, pin: value('pin'), holderName: value('holderName'), cardType: 'GIFT_CARD' },
    });
    setBusy(null);
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
    setAdding(false);
    setReturnFocus(true);
    setStatus(t('giftCards.saved'));
  }

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
            ref={first}
            id={`${id}-number`}
            name="number"
            label={t('giftCards.number')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.number}
            required
          />
          <TextField
            id={`${id}-pin`}
            name="pin"
            type="password"
            label={t('giftCards.pin')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.pin}
            required
          />
          <TextField
            id={`${id}-holder`}
            name="holderName"
            label={t('giftCards.holderName')}
            autoComplete="off"
            error={errors.holderName}
            required
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy === 'save'}>
              {t('giftCards.save')}
            </Button>
            <Button
              variant="tertiary"
              onClick={() => {
                setAdding(false);
                setReturnFocus(true);
              }}
            >
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
