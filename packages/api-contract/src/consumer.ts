import * as z from 'zod';

/**
 * Consumer service (spec 2 §3, §4, §7 "Consumer service", base /consumers-v3): paths (with
 * contact us), profile, addresses, loyalty, lookup and subscriptions. Saved payment instruments
 * are in `savedPaymentInstruments.ts`, the recorded requests and contact us bodies in
 * `consumerRequests.ts`, wishlists in `wishlists.ts`.
 */

const base = '/consumers-v3';
const enc = encodeURIComponent;

/** Paths of the consumer service, contact us and wishlists. */
export const consumerPaths = {
  consumer: `${base}/consumer`,
  loyaltyToken: `${base}/consumer/loyalty/token`,
  welcomePromo: `${base}/consumer/loyalty/promo/welcome`,
  loyaltyVouchers: `${base}/consumer/loyalty/vouchers`,
  lookup: `${base}/consumer/lookup`,
  subscription: `${base}/consumer/subscription`,
  newsletter: `${base}/consumer/subscription/newsletter`,
  paymentInstruments: `${base}/consumer/payment_instruments`,
  paymentInstrument: (id: string) => `${base}/consumer/payment_instruments/${enc(id)}`,
  address: `${base}/consumer/address`,
  addressById: (id: string) => `${base}/consumer/address/${enc(id)}`,
  resendGiftCardEmail: `${base}/consumer/resendGiftCardEmail`,
  retrieveUserData: `${base}/consumer/retrieveUserData`,
  notification: `${base}/consumer/notification`,
  eventRegistration: `${base}/consumer/event-registration`,
  warranty: `${base}/consumer/warranty`,
  contactUs: `${base}/contactus`,
  contactUsCategories: `${base}/contactus/categorySubject`,
} as const;

/** A communication subscription (spec 2 §3). */
export const subscriptionSchema = z.object({
  channel: z.enum(['EMAIL', 'SMS']),
  type: z.string(),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
});
/** A subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Address fields (spec 1 §3 "Billing address", spec 2 §3 "Address"). */
export const addressFieldsSchema = z.object({
  firstName: z.string().max(60).optional(),
  lastName: z.string().max(60).optional(),
  addressLine1: z.string().min(1).max(120),
  addressLine2: z.string().max(120).optional(),
  city: z.string().min(1).max(60),
  province: z.string().max(60).optional(),
  postalCode: z.string().min(1).max(12),
  countryCode: z.string().length(2),
  phone: z.string().max(20).optional(),
  phoneCode: z.string().max(5).optional(),
  recipientContactPhone: z.string().max(20).optional(),
});

/** Body of POST /consumer/address and PUT /consumer/address/{addressId}. */
export const addressRequestSchema = addressFieldsSchema.extend({
  /** S shipping, B billing. */
  approachType: z.enum(['S', 'B']),
  main: z.boolean().optional(),
});
/** An address request. */
export type AddressRequest = z.infer<typeof addressRequestSchema>;

/** A saved address. */
export const addressSchema = addressRequestSchema.extend({ id: z.string(), main: z.boolean() });
/** A saved address. */
export type Address = z.infer<typeof addressSchema>;

/** Spend against an annual cap or credit (major units). */
const spendSchema = z.object({ currentSpend: z.number(), annualCap: z.number() });

/** The consumer profile of GET /consumer (spec 2 §3). */
export const consumerProfileSchema = z.object({
  consumerId: z.string(),
  consumerNo: z.string().optional(),
  consumerType: z.enum(['GUEST', 'REGISTERED', 'EMPLOYEE', 'ATHLETE']),
  consumerDetails: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    postalCode: z.string().optional(),
    birthDate: z.string().optional(),
    gender: z.string().optional(),
    address: z.array(addressSchema),
    athlete: spendSchema.nullable(),
    employee: spendSchema
      .extend({ isEmployeeDiscountTCAccepted: z.boolean(), storeId: z.string() })
      .nullable(),
    prosumer: spendSchema.nullable(),
    identity: z.array(
      z.object({ type: z.enum(['WRANX', 'IPA']), identityId: z.string() }).merge(spendSchema),
    ),
  }),
  isLoyaltyMember: z.boolean(),
  memberId: z.string().optional(),
  loyaltyOptInDate: z.string().optional(),
  /** Only with `includeLoyaltySummary=true` and a loyalty member. */
  loyaltySummary: z.object({ points: z.object({ balance: z.number() }) }).optional(),
  preferences: z.object({
    /** Values separated by `|`. */
    interests: z.string().optional(),
    preferredShoeSize: z.string().optional(),
  }),
  subscriptions: z.array(subscriptionSchema),
  /** spec 2 §4: email present but phone, names, postal code or birth date missing. */
  partiallyEnrolled: z.boolean(),
});
/** A consumer profile. */
export type ConsumerProfile = z.infer<typeof consumerProfileSchema>;

/** Body of PUT /consumer. Empty values are skipped (spec 2 §5). */
export const updateConsumerRequestSchema = z.object({
  consumerProfile: z.object({
    consumerDetails: z
      .object({
        email: z.string().optional(),
        phone: z.string().optional(),
        firstName: z.string().max(60).optional(),
        lastName: z.string().max(60).optional(),
        postalCode: z.string().max(12).optional(),
        birthDate: z.string().optional(),
        gender: z.string().optional(),
      })
      .optional(),
    preferences: z
      .object({ interests: z.string().optional(), preferredShoeSize: z.string().optional() })
      .optional(),
    isEmployeeDiscountTCAccepted: z.boolean().optional(),
    /**
     * Enrolments (spec 3 §3 "Consumer profile (sign-up and loyalty)"): a `Loyalty` entry with
     * `optin: true` makes the consumer a loyalty member (spec 3 §4 "Loyalty sign-up").
     */
    enrollments: z
      .array(
        z.object({
          type: z.enum(['Loyalty']),
          optin: z.boolean(),
          doubleOptin: z.boolean().optional(),
          country: z.string().max(2).optional(),
          region: z.string().max(10).optional(),
          channel: z.string().max(10).optional(),
        }),
      )
      .max(5)
      .optional(),
  }),
});
/** A profile update. */
export type UpdateConsumerRequest = z.infer<typeof updateConsumerRequestSchema>;

/** Loyalty vouchers and rewards of a member (GET /consumer/loyalty/vouchers). */
export const loyaltyVouchersSchema = z.object({
  memberId: z.string(),
  currentLoyaltyPoints: z.number(),
  applicableLoyaltyVouchers: z.array(
    z.object({
      voucherId: z.string(),
      points: z.number(),
      amountInCurrency: z.number(),
      available: z.boolean(),
      eligible: z.boolean(),
    }),
  ),
  rewardCodes: z.array(z.object({ code: z.string(), amount: z.number(), expiresAt: z.string() })),
  rewardCards: z.array(
    z.object({ cardNumber: z.string(), balance: z.number(), expiresAt: z.string() }),
  ),
});
/** Loyalty vouchers answer. */
export type LoyaltyVouchers = z.infer<typeof loyaltyVouchersSchema>;

/** Welcome promotion of a new loyalty member (null when none or used). */
export const welcomePromoSchema = z.object({
  welcomePromo: z
    .object({ code: z.string(), description: z.string(), expiresAt: z.string() })
    .nullable(),
});

/** Loyalty token answer. */
export const loyaltyTokenSchema = z.object({
  memberId: z.string(),
  loyaltyToken: z.string(),
  /** The loyalty provider's user session id (spec 3 §7 "Get a loyalty token"). */
  usid: z.string(),
  /** The member's own referral code, to share (spec 3 §7). */
  referralCode: z.string(),
  /** Seconds. */
  expiresIn: z.number().int(),
});

/** Query of GET /consumer/lookup: an email or a phone number. */
export const lookupQuerySchema = z
  .object({ email: z.string().optional(), phone: z.string().optional() })
  .refine((q) => Boolean(q.email || q.phone), 'email or phone is required');

/** Answer of the lookup step (spec 2 §2): the account exists (unknown: 404 CCN404). */
export const lookupResponseSchema = z.object({
  exists: z.literal(true),
  isLoyaltyMember: z.boolean(),
  hasPassword: z.boolean(),
  consumerType: z.enum(['REGISTERED', 'EMPLOYEE', 'ATHLETE']),
});

/**
 * Body of POST /consumer/retrieveUserData (spec 3 §2 "Sign-up page", §7 "Consumer calls":
 * retrieve user data by consumerId and email): both together, from any shopper token.
 */
export const retrieveUserDataRequestSchema = z.object({
  consumerId: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(100),
});
/** A retrieve-user-data request. */
export type RetrieveUserDataRequest = z.infer<typeof retrieveUserDataRequestSchema>;

/**
 * Answer of POST /consumer/retrieveUserData. For anyone with the pair: only the details that
 * prefill the sign-up form of a consumer created without a password (e.g. in store); never the
 * birth date, addresses, loyalty or anything else. For the signed-in consumer asking with their
 * own pair ("retrieve my data", issue scope 2): those details plus `personalData`, the copy of
 * everything else the store holds about them. Unknown pair, or another consumer's: 404
 * `CCN404`. `phone` in the stored form (`+` dial code and digits).
 */
export const retrieveUserDataResponseSchema = z.object({
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
  postalCode: z.string().optional(),
  /** Only for the consumer's own request (signed in, own consumerId and email). */
  personalData: z
    .object({
      consumerId: z.string(),
      consumerType: z.string(),
      birthDate: z.string().optional(),
      gender: z.string().optional(),
      addresses: z.array(addressSchema),
      preferences: z.object({
        interests: z.string().optional(),
        preferredShoeSize: z.string().optional(),
      }),
      subscriptions: z.array(subscriptionSchema),
      isLoyaltyMember: z.boolean(),
      memberId: z.string().optional(),
      loyaltyOptInDate: z.string().optional(),
      /** Saved payment instruments, masked as the API lists them. */
      paymentInstruments: z.array(
        z.object({
          paymentMethodId: z.string(),
          cardType: z.string().optional(),
          lastFour: z.string().optional(),
          holderName: z.string().optional(),
        }),
      ),
      /** ISO date-time the account was created. */
      createdAt: z.string(),
    })
    .optional(),
});
/** The prefill details of a consumer (see {@link retrieveUserDataResponseSchema}). */
export type RetrieveUserDataResponse = z.infer<typeof retrieveUserDataResponseSchema>;

/**
 * Body of POST/PUT /consumer/subscription (spec 2 §3 subscriptions, §7): the SMS subscription
 * by default (`type` `MARKETING`, `phone` the number to text); with `channel: 'EMAIL'` the
 * consumer's e-mail subscriptions of {@link emailSubscriptionTypes} (spec 3 §3: Newsletter,
 * LoyaltyNewsletter) at the account's e-mail. POST opts in pending the double opt-in; PUT
 * changes (an opt-in keeps the confirmation it had).
 */
export const smsSubscriptionRequestSchema = z.object({
  channel: z.enum(['EMAIL', 'SMS']).default('SMS'),
  phone: z.string().optional(),
  optin: z.boolean(),
  type: z.string().default('MARKETING'),
});
/** A subscription change as sent (see {@link smsSubscriptionRequestSchema}). */
export type SubscriptionChangeRequest = z.input<typeof smsSubscriptionRequestSchema>;

/** The e-mail subscription types a consumer manages (spec 3 §3 "Consumer profile"). */
export const emailSubscriptionTypes = ['Newsletter', 'LoyaltyNewsletter'] as const;
/** The SMS subscription type of marketing texts. */
export const smsMarketingType = 'MARKETING';

/**
 * Body of POST /consumer/subscription/newsletter (spec 3 §5 "Newsletter": email required and
 * valid, the policy box required), for guests and members alike.
 */
export const newsletterSubscriptionRequestSchema = z.object({
  email: z.string().trim().min(1).max(100),
  policyAccepted: z.literal(true),
  /** Where it was sent from, e.g. `dialog:event-aw26`, `popup:spring` (`campaignName`). */
  source: z.string().max(100).optional(),
});

/** Answer of the subscription calls. */
export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
