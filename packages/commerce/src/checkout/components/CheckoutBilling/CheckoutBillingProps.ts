import type { Country, CountryI18n } from '@storefront/api-contract';
import type { CaptchaSettings } from '../../../security/components/Captcha';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutAccount } from '../../flow/savedAccount';
import type { CheckoutActions, CheckoutData, CheckoutFailure } from '../../flow/types';

/** Props of {@link CheckoutBilling}. */
export interface CheckoutBillingProps {
  data: CheckoutData;
  /** Billing countries of the country list. */
  countries: readonly Country[];
  countryData: Record<string, CountryI18n>;
  region: string;
  siteCountry: string;
  /** BCP 47 tag for amounts. */
  locale: string;
  /** Email and phone to start the billing address with (pickup contact). */
  contact?: { email?: string; phone?: string };
  actions: Pick<
    CheckoutActions,
    | 'setBillingAddress'
    | 'removeBillingAddress'
    | 'addPaymentInstrument'
    | 'removePaymentInstrument'
    | 'paymentSession'
    | 'saveAddress'
    | 'saveCard'
  >;
  onData(data: CheckoutData): void;
  /** The step is done: go to the summary. */
  onContinue(data: CheckoutData): void;
  /** A failure shown at the top (payment errors are placed at the top, spec 1 §8). */
  onFailure(failure: CheckoutFailure): void;
  /** A signed-in shopper's saved billing addresses and cards (offered); absent for a guest. */
  account?: CheckoutAccount;
  /** Shows a toast (the outcome of "save this card", spec 2 §7 "Handling of answers"). */
  onToast?(title: string, tone: 'success' | 'error'): void;
  /** The clock saved cards' expiry is judged by (stories fix it); default now. */
  now?: Date;
  /**
   * The captcha of "save this card" (action `saveCard`, spec 2 §3 `recaptcha_response`), the
   * checkout's configuration: shown once the box is ticked, passed before the step goes on.
   */
  captcha?: CaptchaSettings;
  labels?: CheckoutLabels;
}
