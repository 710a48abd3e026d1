import type { Channel, Country, CountryI18n, Order } from '@storefront/api-contract';
import type { CaptchaSettings } from '../../../security/components/Captcha';
import type { StoreServices } from '../../flow/delivery';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutAccount } from '../../flow/savedAccount';
import type { CheckoutStep } from '../../flow/steps';
import type { CheckoutActions, CheckoutData } from '../../flow/types';
import type { InStoreSale } from '../InStoreSalesInfo';

/** Props of `CheckoutFlow`. */
export interface CheckoutFlowProps {
  /** The data loaded on the server, when it could be; else the flow loads it. */
  initialData?: CheckoutData;
  /** The step in the URL (`?step=`). */
  step: CheckoutStep;
  /** Changes the step in the URL (`replace` for a correction that should not add history). */
  onStepChange(step: CheckoutStep, options?: { replace?: boolean }): void;
  actions: CheckoutActions;
  /** Shipping and billing countries of the country list. */
  countries: { shipping: readonly Country[]; billing: readonly Country[] };
  /** i18n data by country code. */
  countryData: Record<string, CountryI18n>;
  region: string;
  siteCountry: string;
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  storeNames?: Record<string, string>;
  /** The site's stores offer pickup / take ship-to-store deliveries (choices of the shipping step). */
  storeServices?: StoreServices;
  /** Store pickup contact fields (configured locales). */
  pickupContactRequired?: boolean;
  /**
   * The associate session's store and employee (spec 1 §7 `inStoreSalesInfo`): shown
   * read-only on the summary; the host sends them with the order.
   */
  inStoreSale?: InStoreSale;
  /** `MAPP` in the app webview (spec 1 §1); sent on placement and patching only. */
  channel?: Channel;
  /** An employee who has not accepted the discount terms sees the terms dialog first. */
  employee?: { termsAccepted: boolean };
  /**
   * The captcha settings, from the host's configuration: Place order (action `placeOrder`,
   * spec 3 §7) and "save this card" at billing (action `saveCard`, spec 2 §3); each one-time
   * response goes with its call as `recaptcha_response`.
   */
  captcha?: CaptchaSettings;
  /**
   * A signed-in shopper's saved addresses and cards (spec 2 §3), offered at shipping and
   * billing, with "save" for new ones (`actions.saveAddress`, `actions.saveCard`); absent for
   * a guest.
   */
  account?: CheckoutAccount;
  /**
   * An error shown at the top when the checkout opens: why the member one-step checkout
   * stopped (spec 1 §4: it then goes to shipping). Dismissed like any top notification.
   */
  notice?: string;
  /** The basket is empty: back to the cart. */
  onEmpty(): void;
  /** The order is finalised and the cart reset: go to the order confirmation. */
  onConfirmed(order: Order): void;
  labels?: CheckoutLabels;
}
