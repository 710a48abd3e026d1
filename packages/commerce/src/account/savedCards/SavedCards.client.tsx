'use client';

import {
  cardAlreadyExistsCode,
  cardDigits,
  cardType,
  type SavedPaymentInstrument,
  type SavePaymentInstrumentRequest,
} from '@storefront/api-contract';
import { Badge, Button, Checkbox, Heading, Notification, Select, TextField } from '@storefront/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';

/** Props of {@link SavedCards}. */
export interface SavedCardsProps {
  /** The saved credit cards (GET /consumer/payment_instruments), or `null` when unreadable. */
  cards: readonly SavedPaymentInstrument[] | null;
  /** Saves a card (POST /consumer/payment_instruments): `PYT400` card already exists, `FE309`. */
  onSave(
    request: SavePaymentInstrumentRequest,
  ): Promise<AccountResult<{ card: SavedPaymentInstrument }>>;
  /** Makes a card the default (PATCH …/{id} `{ isDefault: true }`); `PYT404`. */
  onMakeDefault(id: string): Promise<AccountResult<{ card: SavedPaymentInstrument }>>;
  /** Deletes a card (DELETE …/{id}); `PYT404`. */
  onDelete(id: string): Promise<AccountResult>;
  /** The current year (expiry choices start there); default the clock's. */
  year?: number;
}

/** The list after a card became the default: one default only. */
function withDefault(cards: SavedPaymentInstrument[], id: string): SavedPaymentInstrument[] {
  return cards.map((c) => ({ ...c, isDefault: c.paymentInstrumentId === id }));
}

/**
 * The consumer's saved cards (spec 2 §3 "Payment card response", §7 saved cards and "Handling
 * of answers"): each with its brand, last four digits, expiry and default flag; make default,
 * delete, and a form to add one. A failed save shows the server's message when the card
 * already exists (`PYT400`), else the generic save-failed message. The number is sent once
 * and never shown again (the API answers it masked).
 */
export function SavedCards({
  cards: initial,
  onSave,
  onMakeDefault,
  onDelete,
  year = new Date().getFullYear(),
}: SavedCardsProps) {
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
  useEffect(() => {
    if (adding) first.current?.focus();
  }, [adding]);

  if (cards === null) return <Notification tone="error">{t('cards.error')}</Notification>;

  const begin = () => {
    setFailure(undefined);
    setStatus(undefined);
  };

  async function makeDefault(card: SavedPaymentInstrument) {
    begin();
    setBusy(`default-${card.paymentInstrumentId}`);
    const result = await onMakeDefault(card.paymentInstrumentId);
    setBusy(null);
    if (!result.ok) return setFailure(result.message);
    setCards((list) => withDefault(list ?? [], card.paymentInstrumentId));
    setStatus(t('cards.saved'));
  }

  async function remove(card: SavedPaymentInstrument) {
    begin();
    setBusy(`delete-${card.paymentInstrumentId}`);
    const result = await onDelete(card.paymentInstrumentId);
    setBusy(null);
    if (!result.ok) return setFailure(result.message);
    setCards((list) => {
      const rest = (list ?? []).filter((c) => c.paymentInstrumentId !== card.paymentInstrumentId);
      // The API gives the default to another card when the default goes.
      return card.isDefault && rest[0] && !rest.some((c) => c.isDefault)
        ? withDefault(rest, rest[0].paymentInstrumentId)
        : rest;
    });
    setStatus(t('cards.deleted'));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    begin();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const number = cardDigits(value('number'));
    const missing: Record<string, string> = {};
    if (!/^\d{12,19}$/.test(number)) missing.number = t('cards.required');
    if (!value('holderName')) missing.holderName = t('cards.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy('save');
    const result = await onSave({
      paymentMethodId: 'CREDIT_CARD',
      card: {
        number,
        holderName: value('holderName'),
        cardType: cardType(number),
        expirationMonth: Number(value('expirationMonth')),
        expirationYear: Number(value('expirationYear')),
      },
      isDefault: data.get('isDefault') === 'on' || cards?.length === 0,
    });
    setBusy(null);
    if (!result.ok) {
      // spec 2 §7: the server's message for card-already-exists, else the generic one.
      setFailure(
        result.code === cardAlreadyExistsCode
          ? (result.serverMessage ?? result.message)
          : t('cards.saveFailed'),
      );
      return;
    }
    const saved = result.card;
    setCards((list) => {
      const next = [...(list ?? []), saved];
      return saved.isDefault ? withDefault(next, saved.paymentInstrumentId) : next;
    });
    setAdding(false);
    setStatus(t('cards.saved'));
  }

  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <div className={styles.section}>
      {failure && <Notification tone="error">{failure}</Notification>}
      {status && <Notification tone="success">{status}</Notification>}
      {cards.length === 0 ? (
        <p className={styles.text}>{t('cards.empty')}</p>
      ) : (
        <ul className={styles.items} aria-label={t('cards.title')}>
          {cards.map((card) => (
            <li key={card.paymentInstrumentId} className={styles.item} data-testid="saved-card">
              {card.isDefault && (
                <span>
                  <Badge tone="success" size="sm">
                    {t('cards.default')}
                  </Badge>
                </span>
              )}
              <p className={styles.text}>
                {t('cards.ending', { brand: card.card.cardType, lastFour: card.card.lastFour })}
              </p>
              <p className={styles.text}>{card.card.holderName}</p>
              {card.card.expirationMonth !== undefined &&
                card.card.expirationYear !== undefined && (
                  <p className={styles.text}>
                    {t('cards.expires', {
                      month: pad(card.card.expirationMonth),
                      year: String(card.card.expirationYear),
                    })}
                  </p>
                )}
              <div className={styles.actions}>
                {!card.isDefault && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === `default-${card.paymentInstrumentId}`}
                    onClick={() => void makeDefault(card)}
                  >
                    {t('cards.makeDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="tertiary"
                  loading={busy === `delete-${card.paymentInstrumentId}`}
                  onClick={() => void remove(card)}
                >
                  {t('cards.delete')}
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
            {t('cards.add')}
          </Heading>
          <TextField
            ref={first}
            id={`${id}-number`}
            name="number"
            label={t('cards.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            error={errors.number}
            required
          />
          <TextField
            id={`${id}-holder`}
            name="holderName"
            label={t('cards.holderName')}
            autoComplete="cc-name"
            error={errors.holderName}
            required
          />
          <div className={styles.row}>
            <Select
              id={`${id}-month`}
              name="expirationMonth"
              label={t('cards.expirationMonth')}
              autoComplete="cc-exp-month"
              required
              options={Array.from({ length: 12 }, (_, i) => ({
                value: String(i + 1),
                label: pad(i + 1),
              }))}
            />
            <Select
              id={`${id}-year`}
              name="expirationYear"
              label={t('cards.expirationYear')}
              autoComplete="cc-exp-year"
              required
              options={Array.from({ length: 15 }, (_, i) => ({
                value: String(year + i),
                label: String(year + i),
              }))}
            />
          </div>
          <Checkbox id={`${id}-default`} name="isDefault" label={t('cards.makeDefaultOnSave')} />
          <div className={styles.actions}>
            <Button type="submit" loading={busy === 'save'}>
              {t('cards.save')}
            </Button>
            <Button variant="tertiary" onClick={() => setAdding(false)}>
              {t('cards.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('cards.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
