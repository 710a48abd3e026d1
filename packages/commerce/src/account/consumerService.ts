import {
  type Address,
  type AddressRequest,
  addressSchema,
  type ConsumerProfile,
  cardAlreadyExistsCode,
  consumerPaths,
  consumerProfileSchema,
  contactCategoriesResponseSchema,
  type EventRegistrationRequest,
  type LoyaltyVouchers,
  lookupResponseSchema,
  loyaltyTokenSchema,
  loyaltyVouchersSchema,
  okResponseSchema,
  paymentInstrumentsResponseSchema,
  type RetrieveUserDataRequest,
  type RetrieveUserDataResponse,
  requestReceiptSchema,
  retrieveUserDataResponseSchema,
  type SavedPaymentInstrument,
  type SavePaymentInstrumentRequest,
  type SignUpRequest,
  type Subscription,
  type SubscriptionChangeRequest,
  savedPaymentInstrumentSchema,
  subscriptionsResponseSchema,
  type UpdateConsumerRequest,
  welcomePromoSchema,
} from '@storefront/api-contract';
import * as z from 'zod';
import { type ApiClient, isApiError } from '../api/client';
import { type AccessTokenSource, tokenCaller } from '../api/tokenCall';

/** Options of {@link createConsumerService}. */
export interface ConsumerServiceOptions {
  /** The consumer's access token (registered; guests get `AUT432`). */
  accessToken: AccessTokenSource;
}

const addressAnswer = z.object({ addressId: z.string(), address: addressSchema });
const notificationAnswer = z.object({ notification: z.record(z.string(), z.unknown()) });
const caseAnswer = z.object({ caseId: z.string() });

/** Wording for a failed card save (spec 2 §7 "Handling of answers"). */
export const cardSaveMessages = {
  creditCardSaveFailed: 'We could not save your card. Please try again.',
  giftCardSaveFailed: 'We could not save your gift card. Please try again.',
  giftCardAlreadyExists: 'This gift card is already saved to your account.',
} as const;

/**
 * The toast message for a failed card save (spec 2 §7): for a credit card, the server's
 * message when the error is card-already-exists (`PYT400`), else the generic message; for a
 * gift card, the gift-card-already-exists or gift-card-save-failed message. Errors that are
 * not API errors are rethrown.
 */
export function cardSaveErrorMessage(error: unknown, kind: 'CREDIT_CARD' | 'GIFT_CARD'): string {
  if (!isApiError(error)) throw error;
  const exists = error.errorId === cardAlreadyExistsCode;
  if (kind === 'GIFT_CARD') {
    return exists ? cardSaveMessages.giftCardAlreadyExists : cardSaveMessages.giftCardSaveFailed;
  }
  return exists ? (error.serverMessage ?? error.message) : cardSaveMessages.creditCardSaveFailed;
}

/**
 * The consumer service (spec 2 §7, base /consumers-v3) and contact us. Signed-in calls raise
 * `AUT401` (no or expired token), `AUT432` (guest token) and `AUT498` (consumer gone);
 * answers are validated with the shared schemas (`GEN500` when off contract).
 */
export interface ConsumerService {
  /** GET /consumer; `includeLoyaltySummary` adds the points balance of a member. */
  getProfile(includeLoyaltySummary?: boolean): Promise<ConsumerProfile>;
  /**
   * PUT /consumer: empty values are skipped. Raises `AUT453`, `AUT439` (email of another
   * account), `PRO400` (not a date), `PRO410` (too young), `PRO411` (birth date missing).
   */
  updateProfile(request: UpdateConsumerRequest): Promise<ConsumerProfile>;
  /** POST /consumer: creates a consumer; the codes of sign-up. */
  createConsumer(request: SignUpRequest): Promise<ConsumerProfile>;
  /**
   * GET /consumer/lookup by email or phone, with the service's access token (any shopper's,
   * guest or registered; none: `AUT401`). `CCN404` unknown customer; rate limited per
   * shopper (HTTP 429).
   */
  lookup(query: { email?: string; phone?: string }): Promise<z.infer<typeof lookupResponseSchema>>;
  /** GET /consumer/subscription. */
  getSubscriptions(): Promise<Subscription[]>;
  /**
   * POST /consumer/subscription/newsletter: the newsletter for a guest or a member (spec 3 §5:
   * email valid, policy accepted), stored on the shopper's consumer. `AUT453` bad email.
   */
  subscribeNewsletter(body: {
    email: string;
    policyAccepted: true;
    source?: string;
  }): Promise<Subscription[]>;
  /**
   * POST (subscribe, pending double opt-in) or PUT (change) a subscription: SMS by default
   * (`API400` no phone), or `channel: 'EMAIL'` Newsletter / LoyaltyNewsletter (`API400` an
   * unknown type, the loyalty newsletter of a non-member). Answers every subscription.
   */
  setSmsSubscription(
    body: SubscriptionChangeRequest,
    method?: 'POST' | 'PUT',
  ): Promise<Subscription[]>;
  /** POST /consumer/loyalty/token; `4044` not a member. */
  loyaltyToken(): Promise<z.infer<typeof loyaltyTokenSchema>>;
  /** GET /consumer/loyalty/promo/welcome; `4044`. */
  welcomePromo(): Promise<z.infer<typeof welcomePromoSchema>>;
  /** GET /consumer/loyalty/vouchers: points, vouchers, reward codes and cards; `4044`. */
  loyaltyVouchers(): Promise<LoyaltyVouchers>;
  /** POST /consumer/address → the saved address; `CCA400` it exists. */
  addAddress(request: AddressRequest): Promise<Address>;
  /** PUT /consumer/address/{id}; `CCA401` unknown id, `CCA400` duplicate. */
  updateAddress(addressId: string, request: AddressRequest): Promise<Address>;
  /** DELETE /consumer/address/{id}; `CCA401`. */
  deleteAddress(addressId: string): Promise<void>;
  /** GET /consumer/payment_instruments, optionally of one method. */
  listPaymentInstruments(
    paymentMethodId?: 'CREDIT_CARD' | 'GIFT_CARD',
  ): Promise<SavedPaymentInstrument[]>;
  /**
   * POST /consumer/payment_instruments. Raises `PYT400` card already exists (show with
   * {@link cardSaveErrorMessage}), `FE309` expired, `API400` bad number.
   */
  savePaymentInstrument(request: SavePaymentInstrumentRequest): Promise<SavedPaymentInstrument>;
  /** PATCH /consumer/payment_instruments/{id}; `PYT404`, `FE309`. */
  updatePaymentInstrument(
    id: string,
    patch: {
      isDefault?: boolean;
      holderName?: string;
      expirationMonth?: number;
      expirationYear?: number;
    },
  ): Promise<SavedPaymentInstrument>;
  /** DELETE /consumer/payment_instruments/{id}; `PYT404`. */
  deletePaymentInstrument(id: string): Promise<void>;
  /** POST /consumer/resendGiftCardEmail; `AUT453` bad recipient. */
  resendGiftCardEmail(body: { orderNumber: string; recipientEmail?: string }): Promise<string>;
  /**
   * POST /consumer/retrieveUserData `{ consumerId, email }` (spec 3 §2 "Sign-up page", §7
   * "Consumer calls"), any shopper token: the sign-up prefill of a profile created without a
   * password (email, names, phone in the stored form, postal code); `CCN404` when the pair
   * names none (or the consumer already has a password).
   */
  retrieveUserData(body: RetrieveUserDataRequest): Promise<RetrieveUserDataResponse>;
  /** PUT /consumer/notification → the merged settings. */
  updateNotification(body: Record<string, boolean | string>): Promise<Record<string, unknown>>;
  /** POST /consumer/event-registration (spec 3 §3 payload) → the registration id; `API400` terms. */
  registerForEvent(body: EventRegistrationRequest): Promise<string>;
  /** POST /consumer/warranty → the claim id; `API404` unknown product. */
  submitWarranty(body: {
    productId: string;
    purchaseDate: string;
    description: string;
    email: string;
    orderNumber?: string;
  }): Promise<string>;
  /** GET /contactus/categorySubject in the client's language. */
  contactCategories(): Promise<z.infer<typeof contactCategoriesResponseSchema>['categories']>;
  /** POST /contactus → the case id; `API400` unknown category or subject, `AUT453`. */
  contactUs(body: {
    categoryId: string;
    subjectId: string;
    email: string;
    firstName: string;
    lastName: string;
    message: string;
    orderNumber?: string;
    phone?: string;
  }): Promise<string>;
}

/** Creates the {@link ConsumerService} over an API client. */
export function createConsumerService(
  client: ApiClient,
  options: ConsumerServiceOptions,
): ConsumerService {
  const call = tokenCaller(client, options.accessToken);
  const receipt = async (path: string, body: unknown) =>
    (await call(requestReceiptSchema, 'POST', path, { body })).requestId;

  return {
    getProfile: (includeLoyaltySummary = false) =>
      call(consumerProfileSchema, 'GET', consumerPaths.consumer, {
        query: includeLoyaltySummary ? { includeLoyaltySummary: true } : {},
      }),
    updateProfile: (body) => call(consumerProfileSchema, 'PUT', consumerPaths.consumer, { body }),
    createConsumer: (body) => call(consumerProfileSchema, 'POST', consumerPaths.consumer, { body }),
    lookup: (query) => call(lookupResponseSchema, 'GET', consumerPaths.lookup, { query }),
    getSubscriptions: async () =>
      (await call(subscriptionsResponseSchema, 'GET', consumerPaths.subscription)).subscriptions,
    subscribeNewsletter: async (body) =>
      (await call(subscriptionsResponseSchema, 'POST', consumerPaths.newsletter, { body }))
        .subscriptions,
    setSmsSubscription: async (body, method = 'POST') =>
      (await call(subscriptionsResponseSchema, method, consumerPaths.subscription, { body }))
        .subscriptions,
    loyaltyToken: () => call(loyaltyTokenSchema, 'POST', consumerPaths.loyaltyToken, { body: {} }),
    welcomePromo: () => call(welcomePromoSchema, 'GET', consumerPaths.welcomePromo),
    loyaltyVouchers: () => call(loyaltyVouchersSchema, 'GET', consumerPaths.loyaltyVouchers),
    addAddress: async (body) =>
      (await call(addressAnswer, 'POST', consumerPaths.address, { body })).address,
    updateAddress: async (id, body) =>
      (await call(addressAnswer, 'PUT', consumerPaths.addressById(id), { body })).address,
    deleteAddress: async (id) => {
      await call(okResponseSchema, 'DELETE', consumerPaths.addressById(id));
    },
    listPaymentInstruments: async (paymentMethodId) =>
      (
        await call(paymentInstrumentsResponseSchema, 'GET', consumerPaths.paymentInstruments, {
          query: { paymentMethodId },
        })
      ).paymentInstruments,
    savePaymentInstrument: (body) =>
      call(savedPaymentInstrumentSchema, 'POST', consumerPaths.paymentInstruments, { body }),
    updatePaymentInstrument: (id, body) =>
      call(savedPaymentInstrumentSchema, 'PATCH', consumerPaths.paymentInstrument(id), { body }),
    deletePaymentInstrument: async (id) => {
      await call(okResponseSchema, 'DELETE', consumerPaths.paymentInstrument(id));
    },
    resendGiftCardEmail: (body) => receipt(consumerPaths.resendGiftCardEmail, body),
    retrieveUserData: (body) =>
      call(retrieveUserDataResponseSchema, 'POST', consumerPaths.retrieveUserData, { body }),
    updateNotification: async (body) =>
      (await call(notificationAnswer, 'PUT', consumerPaths.notification, { body })).notification,
    registerForEvent: (body) => receipt(consumerPaths.eventRegistration, body),
    submitWarranty: (body) => receipt(consumerPaths.warranty, body),
    contactCategories: async () =>
      (await call(contactCategoriesResponseSchema, 'GET', consumerPaths.contactUsCategories))
        .categories,
    contactUs: async (body) =>
      (await call(caseAnswer, 'POST', consumerPaths.contactUs, { body })).caseId,
  };
}
