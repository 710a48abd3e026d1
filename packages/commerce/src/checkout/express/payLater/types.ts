import type { ReactNode } from 'react';
import type { PayLaterLabels } from '../labels';
import type { ExpressSettings } from '../settings';
import type { PayLaterOffer, PayLaterSource } from './payLaterRules';

/** Where the message sits: the product page (a chosen variant's price) or the cart (its total). */
export type PayLaterPlacement = 'product' | 'cart';

/** Props of a pay-later messages module's `Message` (spec 3 §7). */
export interface PayLaterMessageProps {
  offer: PayLaterOffer;
  /** The product price or basket total the message is about, major units. */
  amount: number;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  /** BCP 47 tag of the page (`fr-CA`). */
  localeTag: string;
  placement: PayLaterPlacement;
  labels: PayLaterLabels;
  settings: ExpressSettings;
}

/**
 * A pay-later messages module (spec 3 §7 "A pay-later messages script is loaded for PayPal"):
 * the simulator's local message, or PayPal's messages SDK. Loaded by dynamic import after the
 * page's first load, never in first-load JS.
 */
export interface PayLaterMessagesModule {
  id: PayLaterSource;
  Message(props: PayLaterMessageProps): ReactNode;
}
