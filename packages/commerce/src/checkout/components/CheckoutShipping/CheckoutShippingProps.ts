import type { Country, CountryI18n } from '@storefront/api-contract';
import type { PickupContactValues, StoreServices } from '../../flow/delivery';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutAccount } from '../../flow/savedAccount';
import type {
  CheckoutActions,
  CheckoutData,
  CheckoutFailure,
  DeliveryPlace,
} from '../../flow/types';

/** Contact of the person picking up (configured locales only, spec 1 §5). */
export interface PickupContact {
  email: string;
  phone: string;
}

/** Props of {@link CheckoutShipping}. */
export interface CheckoutShippingProps {
  data: CheckoutData;
  /** Shipping countries of the country list (`type=shipping`). */
  countries: readonly Country[];
  /** i18n data by country (rules, provinces, phone codes). */
  countryData: Record<string, CountryI18n>;
  /** Site region ('NORA', 'EMEA'). */
  region: string;
  /** The site's country, the address form's default. */
  siteCountry: string;
  /** BCP 47 tag for prices, e.g. `en-US`. */
  locale: string;
  /** Store names by id for pickup and ship-to-store shipments. */
  storeNames?: Record<string, string>;
  /** The site's stores offer pickup / take ship-to-store deliveries (the choices offered). */
  storeServices?: StoreServices;
  /** Places chosen in the picker so far, by id (names and addresses of store shipments). */
  places?: Record<string, DeliveryPlace>;
  /** A place was chosen in the picker (the flow keeps it for the summary). */
  onPlaceChosen?(place: DeliveryPlace): void;
  /** The pickup contact fields are asked for (configured locales, spec 1 §5). */
  pickupContactRequired?: boolean;
  /** The pickup contact, when the flow keeps it (it outlives this step); else kept here. */
  contact?: PickupContactValues;
  onContactChange?(contact: PickupContactValues): void;
  actions: Pick<
    CheckoutActions,
    | 'validateAddress'
    | 'setShippingAddress'
    | 'removeShippingAddress'
    | 'setShippingMethod'
    | 'setCollectionAddress'
    | 'searchPlaces'
    | 'saveAddress'
  >;
  /** A call answered a new basket (method change). */
  onData(data: CheckoutData): void;
  /** The step is done: go to billing. */
  onContinue(data: CheckoutData, pickupContact?: PickupContact): void;
  /** A failure that is not at a field (shown at the top by the flow). */
  onFailure(failure: CheckoutFailure): void;
  /** A signed-in shopper's saved addresses (offered) and e-mail; absent for a guest. */
  account?: CheckoutAccount;
  labels?: CheckoutLabels;
}
