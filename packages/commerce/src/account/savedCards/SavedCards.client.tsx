'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  cardAlreadyExistsCode,
  type SavedPaymentInstrument,
  type SavePaymentInstrumentRequest,
} from '@storefront/api-contract';
import { Badge, Button, Checkbox, Heading, Notification } from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import {
  CardFields,
  type CardValues,
  emptyCard,
} from '../../checkout/components/CheckoutPayment/CardFields.client';
import { cardSchema } from '../../checkout/components/CheckoutPayment/cardSchema';
import { savedCardRequestOf } from '../../checkout/flow/savedAccount';
import { useCheckoutLabels } from '../../messages/useLabels.client';
import {
  Captcha,
  type CaptchaHandle,
  type CaptchaSettings,
} from '../../security/components/Captcha';
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
  /**
   * The captcha of a card save (action `saveCard`, spec 2 §3): the card goes only with the
   * widget's one-time response as `recaptcha_response`; asked again after a failed save.
   */
  captcha?: CaptchaSettings;
}

/** The list after a card became the default: one default only. */
function withDefault(cards: SavedPaymentInstrument[], id: string): SavedPaymentInstrument[] {
  return cards.map((c) => ({ ...c, isDefault: c.paymentInstrumentId === id }));
}

/**
 * The consumer's saved cards (spec 2 §3 "Payment card response", §7 saved cards and "Handling
 * of answers"): each with its brand, last four digits, expiry and default flag; make default,
 * delete, and a form to add one (the checkout's {@link CardFields} and `cardSchema`, without
 * the security code; with `captcha`, the widget of action `saveCard`). A failed save shows
 * FE309 at the expiry, the server's message when the card already exists (`PYT400`), else the
 * generic save-failed message. The number is sent once and never shown again (the API answers
 * it masked).
 */
export function SavedCards({
  cards: initial,
  onSave,
  onMakeDefault,
  onDelete,
  captcha,
}: SavedCardsProps) {
  const t = useTranslations('accountarea');
  const [cards, setCards] = useState<SavedPaymentInstrument[] | null>(
    initial ? [...initial] : null,
  );
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();

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
        <AddCardForm
          first={cards.length === 0}
          captcha={captcha}
          onSave={onSave}
          onStart={begin}
          onFailure={setFailure}
          onCancel={() => setAdding(false)}
          onSaved={(saved) => {
            setCards((list) => {
              const next = [...(list ?? []), saved];
              return saved.isDefault ? withDefault(next, saved.paymentInstrumentId) : next;
            });
            setAdding(false);
            setStatus(t('cards.saved'));
          }}
        />
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

/** The add form of {@link SavedCards} (react-hook-form + the checkout's `cardSchema`). */
function AddCardForm({
  first,
  captcha,
  onSave,
  onStart,
  onFailure,
  onCancel,
  onSaved,
}: {
  /** No card yet: this one becomes the default (the box says so). */
  first: boolean;
  captcha: CaptchaSettings | undefined;
  onSave: SavedCardsProps['onSave'];
  onStart(): void;
  onFailure(message: string): void;
  onCancel(): void;
  onSaved(card: SavedPaymentInstrument): void;
}) {
  const t = useTranslations('accountarea');
  const labels = useCheckoutLabels();
  const id = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [isDefault, setIsDefault] = useState(false);
  const schema = useMemo(() => cardSchema(labels, { securityCode: false }), [labels]);
  const form = useForm<CardValues>({ resolver: zodResolver(schema), defaultValues: emptyCard });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = form;
  useEffect(() => setFocus('number'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    onStart();
    const response = captcha ? await captchaRef.current?.execute() : undefined;
    if (captcha && !response) return;
    const result = await onSave(
      savedCardRequestOf(values, {
        isDefault: isDefault || first,
        ...(response ? { recaptchaResponse: response } : {}),
      }),
    );
    if (result.ok) return onSaved(result.card);
    // The token is used up: the widget asks again.
    captchaRef.current?.reset();
    if (result.code === 'FE309')
      setError('expiry', { message: result.message }, { shouldFocus: true });
    // spec 2 §7: the server's message for card-already-exists, else the generic one.
    else
      onFailure(
        result.code === cardAlreadyExistsCode
          ? (result.serverMessage ?? result.message)
          : t('cards.saveFailed'),
      );
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <Heading level={2} id={`${id}-title`}>
        {t('cards.add')}
      </Heading>
      <CardFields form={form} labels={labels} securityCode={false} />
      {first ? (
        // The first card becomes the default on its own.
        <Checkbox
          key="auto"
          id={`${id}-default`}
          label={t('cards.makeDefaultOnSave')}
          checked
          readOnly
          disabled
        />
      ) : (
        <Checkbox
          key="choice"
          id={`${id}-default`}
          label={t('cards.makeDefaultOnSave')}
          checked={isDefault}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
      )}
      {captcha && (
        <Captcha ref={captchaRef} action="saveCard" {...captcha} labels={labels.captcha} />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {t('cards.save')}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {t('cards.cancel')}
        </Button>
      </div>
    </form>
  );
}
