'use client';

import type { SavedPaymentInstrument } from '@storefront/api-contract';
import { RadioGroup } from '@storefront/ui';
import type { CheckoutLabels } from '../../flow/labels';
import { cardExpired, newChoice, type SavedChoice } from '../../flow/savedAccount';

/** Props of {@link SavedCardChoice}. */
export interface SavedCardChoiceProps {
  /** The shopper's saved credit cards. */
  cards: readonly SavedPaymentInstrument[];
  /** The chosen card's `paymentInstrumentId`, or `new`. */
  value: SavedChoice;
  onChange(value: SavedChoice): void;
  /** The clock the expiry is judged by (stories fix it); default now. */
  now?: Date;
  labels: CheckoutLabels;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A signed-in shopper's saved cards as the ways to pay what is left (spec 2 §3 "Payment card
 * response"): brand and last four digits, holder and expiry, the default one
 * marked; an expired card is shown but cannot be chosen (FE309); then "A new card" (the card
 * fields). Nothing but the masked card is ever in the page.
 */
export function SavedCardChoice({
  cards,
  value,
  onChange,
  now = new Date(),
  labels,
}: SavedCardChoiceProps) {
  const { saved } = labels;
  return (
    <RadioGroup
      name="saved-card"
      label={saved.cards}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        ...cards.map((instrument) => {
          const { paymentInstrumentId, isDefault, card } = instrument;
          const month = card.expirationMonth === undefined ? '' : pad(card.expirationMonth);
          const year = String(card.expirationYear ?? '');
          const expired = cardExpired(instrument, now);
          const details = expired
            ? `${card.holderName} · ${saved.cardExpired(month, year)}`
            : saved.cardDetails(card.holderName, month, year);
          return {
            value: paymentInstrumentId,
            label: saved.card(card.cardType, card.lastFour),
            description: isDefault ? `${details} · ${saved.default}` : details,
            disabled: expired,
          };
        }),
        { value: newChoice, label: saved.newCard },
      ]}
    />
  );
}
