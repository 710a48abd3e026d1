import type {
  Address,
  AddressRequest,
  AddressValidation,
  ApplicableShippingMethods,
  BasketResponse,
  BillingAddressRequest,
  Channel,
  CheckoutAddress,
  Order,
  PaymentInstrumentRequest,
  PaymentMethods,
  PaymentSession,
  SavedPaymentInstrument,
  SavePaymentInstrumentRequest,
} from '@storefront/api-contract';
import type { PlaceAddress, StoreDeliveryCode } from './delivery';

/**
 * Types of the checkout flow (spec 1 §4 "Checkout step", "Order placement"; §7 the shipping,
 * billing, payment and order calls). Amounts are major units of the basket currency.
 */

/** A store or collection point the store picker offers (spec 1 §2 pickup-in-store dialog). */
export interface DeliveryPlace {
  /** Store id (`0101`) or collection point id (`CP-US-001`). */
  id: string;
  name: string;
  /** A carrier's collection point (`pudo`) or a store (`pickup`, `sts`). */
  kind: 'store' | 'collectionPoint';
  address: PlaceAddress;
  /** Distance from the searched place in km, when searched by postal code. */
  distance?: number;
  /** Every item of the shipment can be delivered there with the asked code. */
  available: boolean;
}

/** A store picker search: postal code or city, for a store delivery of some items. */
export interface PlaceSearch {
  code: StoreDeliveryCode;
  /** A postal code (it holds a digit) or a city name. */
  query: string;
  /** The shipment's items (variant id, quantity) whose availability is asked. */
  items: { productId: string; qty: number }[];
}

/** A failed checkout call as the host answers it (server actions answer, never throw). */
export interface CheckoutFailure {
  ok: false;
  /** Catalogue code, e.g. `CHK320`, `PYT402` (spec 1 §8). */
  code: string;
  /** The user-facing message. */
  message: string;
  /** The server's own message (used to find the field of a `CHK320`). */
  serverMessage?: string;
  /** The basket after the failure, when the host reloaded it (item-level errors). */
  basket?: BasketResponse;
}

/** A checkout call's answer: `{ ok: true, ...value }` or a {@link CheckoutFailure}. */
export type CheckoutResult<T extends object> = ({ ok: true } & T) | CheckoutFailure;

/** The data of the checkout: the basket, each shipment's methods and the payment methods. */
export interface CheckoutData {
  basket: BasketResponse;
  /** GET …/shippingMethod/{shippingId} per shipment of the basket. */
  shippingMethods: ApplicableShippingMethods[];
  /** GET …/paymentMethods (absent until the shipping step is done). */
  paymentMethods?: PaymentMethods;
}

/**
 * Input of the order placement. No in-store sales info: the host sends its associate
 * session's own store and employee (spec 1 §7), never what a page would pass.
 */
export interface PlaceOrderInput {
  /** The order channel: `MAPP` in the app webview (spec 1 §1), `ECOMM` otherwise. */
  channel?: Channel;
  /** The captcha widget's one-time response for `placeOrder` (spec 3 §7). */
  recaptcha_response?: string;
  /**
   * The device fingerprint (`deviceFingerprintOf`), sent with POST /cart/v1/deviceFingerPrint
   * before the order is placed (spec 1 §7).
   */
  fingerPrint?: string;
}

/**
 * The checkout calls the host provides (the storefront: server actions over the checkout
 * service, tokens in httpOnly cookies). Every call answers the fresh basket where it changes.
 */
export interface CheckoutActions {
  /** The basket, its shipments' methods and the payment methods. */
  load(): Promise<CheckoutResult<CheckoutData>>;
  /** POST …/shippingAddress/validation (`{ valid }` or the failure code of the first problem). */
  validateAddress(
    address: CheckoutAddress,
  ): Promise<CheckoutResult<{ validation: AddressValidation }>>;
  /** POST /cart/v2/cart/{basketId}/shippingAddress (shipment `me`). */
  setShippingAddress(address: CheckoutAddress): Promise<CheckoutResult<CheckoutData>>;
  /**
   * DELETE /cart/v2/cart/{basketId}/shippingAddress (spec 1 §7): the shopper removed the
   * delivery address, e.g. every item moved to a store delivery, so no shipment goes home.
   */
  removeShippingAddress?(): Promise<CheckoutResult<CheckoutData>>;
  /**
   * POST …/shippingAddress with context COLLECTION for a store shipment (`pickup-0101`,
   * `pudo-CP-US-001`): the store / collection point address and the pickup contact.
   */
  setCollectionAddress?(
    shippingId: string,
    address: CheckoutAddress,
  ): Promise<CheckoutResult<CheckoutData>>;
  /**
   * Stores (POST /stores/v1/search with each item's availability) or collection points
   * (POST /stores/v1/collectionPoints) near a postal code or in a city.
   */
  searchPlaces?(search: PlaceSearch): Promise<CheckoutResult<{ places: DeliveryPlace[] }>>;
  /** POST /cart/v1/shippingMethod for a shipment (a store delivery with `storeId`). */
  setShippingMethod(request: {
    shippingId: string;
    code: string;
    storeId?: string;
    itemIds?: string[];
  }): Promise<CheckoutResult<CheckoutData>>;
  /** POST …/billingAddress (`sameAsShipping` copies the `me` address). */
  setBillingAddress(request: BillingAddressRequest): Promise<CheckoutResult<CheckoutData>>;
  /**
   * DELETE /cart/v1/cart/{basketId}/billingAddress (spec 1 §7): the shopper removed the
   * separate billing address they had entered (turned "same as shipping" back on).
   */
  removeBillingAddress?(): Promise<CheckoutResult<CheckoutData>>;
  /** POST …/paymentInstruments. */
  addPaymentInstrument(request: PaymentInstrumentRequest): Promise<CheckoutResult<CheckoutData>>;
  /** DELETE …/paymentInstruments. */
  removePaymentInstrument(paymentInstrumentId: string): Promise<CheckoutResult<CheckoutData>>;
  /** GET /cart/v1/paymentSession for buy-now-pay-later. */
  paymentSession(): Promise<CheckoutResult<{ session: PaymentSession }>>;
  /** Applies an order stage switch (ORD516-518) to the basket: the items change delivery. */
  applyStageSwitch(code: string): Promise<CheckoutResult<CheckoutData>>;
  /** POST prepareOrder then PUT /cart/v2/checkout/order. */
  placeOrder(input: PlaceOrderInput): Promise<CheckoutResult<{ order: Order }>>;
  /** PATCH /cart/v2/checkout/order/{orderNumber} with the 3-D Secure result (`Y` approves). */
  patchOrder(
    orderNumber: string,
    transStatus: string,
    channel?: Channel,
  ): Promise<CheckoutResult<{ order: Order }>>;
  /** After a finalised order: the basket is forgotten (cookie, local cart store). */
  finalise(orderNumber: string): Promise<void>;
  /** Accepts the employee discount terms (spec 1 §1, §6). */
  acceptEmployeeTerms?(): Promise<CheckoutResult<object>>;
  /**
   * A signed-in shopper's "save to my addresses": POST /consumer/address (spec 2 §7; the API
   * applies the main-flag rule, spec 2 §4). `CCA400` the address is already saved.
   */
  saveAddress?(address: AddressRequest): Promise<CheckoutResult<{ address?: Address }>>;
  /**
   * A signed-in shopper's "save this card": POST /consumer/payment_instruments (spec 2 §3
   * saved-card payload). `PYT400` the card already exists (spec 2 §7), `FE309`, `API400`.
   */
  saveCard?(
    request: SavePaymentInstrumentRequest,
  ): Promise<CheckoutResult<{ card?: SavedPaymentInstrument }>>;
}
