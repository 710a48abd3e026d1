import * as z from 'zod';

/**
 * Authentication calls (spec 1 §3 "Auth session", §4 "Guest and login", §6, §7
 * "Authentication"; spec 2 §2 sign-in flow, §5 password and email rules, §8 AUT codes).
 */

/** Paths of the authentication calls. */
export const authPaths = {
  token: '/token/v2/auth/token',
  signIn: '/consumers-v3/auth/signin',
  signOut: '/consumers-v3/consumer/auth/signout',
  signUp: '/consumers-v3/auth/signup',
  changePassword: '/consumers-v3/consumer/changepassword',
  confirmForgotPassword: '/consumers-v3/confirmforgotpassword',
  resetPassword: '/consumers-v3/consumer/resetpassword',
  agentLogin: '/consumers-v3/consumer/agent/login',
} as const;

/** Consumer types of an auth session (spec 1 §3). */
export const consumerTypes = ['GUEST', 'REGISTERED', 'EMPLOYEE', 'ATHLETE'] as const;
/** A consumer type. */
export type ConsumerType = (typeof consumerTypes)[number];

/** Minimum password length (spec 1 §9, spec 2 §9). */
export const passwordMinLength = 8;

/**
 * The password rules of spec 1 §5: at least 8 characters (FE872), an upper case letter,
 * a lower case letter and a digit. Returns the failed requirement, or null.
 */
export function passwordProblem(
  password: string,
): 'tooShort' | 'upperCase' | 'lowerCase' | 'digit' | null {
  if (password.length < passwordMinLength) return 'tooShort';
  if (!/\p{Lu}/u.test(password)) return 'upperCase';
  if (!/\p{Ll}/u.test(password)) return 'lowerCase';
  if (!/\d/.test(password)) return 'digit';
  return null;
}

/** Email rule of spec 1 §5: standard pattern, domain of at least two labels. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Guest objects a Registered token request merges into the account (spec 1 §4). The merge
 * needs proof that the caller is that guest: `refreshToken`, the guest's own refresh token
 * (valid, not revoked, issued to `consumerId`), and `basketId`, when given, must be the
 * guest's basket. Without that proof the login goes through and merges nothing (no
 * `merged` in the answer).
 */
export const guestObjectsSchema = z.object({
  /** The guest consumer whose basket, favorites and saved-for-later are merged. */
  consumerId: z.string().min(1),
  /** The guest's basket, when it has one. */
  basketId: z.string().optional(),
  /** The guest's own refresh token: the proof of ownership (without it nothing merges). */
  refreshToken: z.string().min(1).optional(),
});
/** Guest objects of a login. */
export type GuestObjects = z.infer<typeof guestObjectsSchema>;

/**
 * Body of POST /token/v2/auth/token: `Guest` (a new guest, or a refresh with
 * `refreshToken`) or `Registered` (PKCE `authorizationCode` + `codeVerifier`, optional
 * `guestObjects` with the guest's refresh token as proof; or a refresh with `refreshToken`).
 */
export const tokenRequestSchema = z.object({
  type: z.enum(['Guest', 'Registered']),
  refreshToken: z.string().min(1).optional(),
  authorizationCode: z.string().min(1).optional(),
  codeVerifier: z.string().min(1).optional(),
  guestObjects: guestObjectsSchema.optional(),
});
/** A token request. */
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The in-store associate session of an agent login (spec 2 §3). */
export const inStoreSessionSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
});
/** An in-store session. */
export type InStoreSession = z.infer<typeof inStoreSessionSchema>;

/** Answer of a token call: the auth session of spec 1 §3 plus the tokens. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Access token lifetime in seconds. */
  expiresIn: z.number().int().positive(),
  consumerId: z.string(),
  consumerNo: z.string().optional(),
  consumerType: z.enum(consumerTypes),
  memberId: z.string().optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
  inStoreSession: inStoreSessionSchema.optional(),
  /** Login with guestObjects: what was merged from the guest (spec 1 §4). */
  merged: z
    .object({
      /** Favorites moved from the guest. */
      favorites: z.number().int().nonnegative(),
      /** Saved-for-later items the guest had. */
      savedItems: z.number().int().nonnegative(),
      /** The account's open basket after the merge. */
      basketId: z.string().optional(),
      /** Basket units before and after: a merged-cart notice when they rose. */
      unitsBefore: z.number().int().nonnegative(),
      unitsAfter: z.number().int().nonnegative(),
    })
    .optional(),
});
/** An auth session. */
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Body of POST /consumers-v3/auth/signin (spec 1 §6). */
export const signInRequestSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  /** PKCE S256 challenge: base64url(sha256(codeVerifier)). */
  codeChallenge: z.string().min(43).max(128),
  /** The captcha widget's one-time response for the `login` action (missing: AUT403). */
  captchaResponse: z.string().max(4000).optional(),
});
/** A sign-in request. */
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Answer of sign-in: a one-time authorization code for the token call. */
export const signInResponseSchema = z.object({
  authorizationCode: z.string(),
  /** Lifetime in seconds. */
  expiresIn: z.number().int().positive(),
});
/** A sign-in answer. */
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Body of sign-out. */
export const signOutRequestSchema = z.object({ refreshToken: z.string().min(1) });

/** Body of sign-up (spec 2 §3 "Customer (authentication side)"). */
export const signUpRequestSchema = z.object({
  login: z.string().min(1),
  password: z.string(),
  confirmPassword: z.string().optional(),
  phone: z.string().optional(),
  /** `YYYY-MM-DD`. */
  birthdate: z.string().optional(),
  profile: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      postalCode: z.string().optional(),
      gender: z.string().optional(),
    })
    .optional(),
  addresses: z.array(z.record(z.string(), z.unknown())).optional(),
  loyaltyOptIn: z.boolean().optional(),
  /** The captcha widget's one-time response for the `register` action (missing: AUT403). */
  captchaResponse: z.string().max(4000).optional(),
  // The sign-up fields of spec 3 §7 "Consumer calls".
  isTermsConfirmed: z.boolean().optional(),
  isTemporaryPassword: z.boolean().optional(),
  termsConditionsAndPolicy: z.boolean().optional(),
  subscriptions: z
    .object({
      newsletterConsent: z.boolean().optional(),
      loyaltyConsent: z.boolean().optional(),
      smsNotificationConsent: z.boolean().optional(),
    })
    .optional(),
  /** `Full`: the consumer joins the loyalty programme with the account. */
  loyaltyEnrollment: z.enum(['Full']).optional(),
  loyaltyNewsletterConsent: z.boolean().optional(),
  /** The store of the sign-up (`storeNum` query of the sign-up page, spec 3 §2). */
  source: z.object({ store: z.string().max(20).optional() }).optional(),
  acquisitionType: z.enum(['Registered']).optional(),
  /** `enrollment_marketing_source` of the sign-up page. */
  campaignName: z.string().max(100).optional(),
  /** `referral_code` of the sign-up page. */
  referralCode: z.string().max(40).optional(),
  /** `consumerId` of the sign-up page (spec 3 §2): the consumer the sign-up was offered to. */
  consumerId: z.string().max(64).optional(),
  /**
   * PKCE S256 challenge: the answer then carries a one-time `authorizationCode` for the
   * token call, the automatic login after sign-up (spec 3 §4) without a second captcha.
   */
  codeChallenge: z.string().min(43).max(128).optional(),
});
/** A sign-up request. */
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** Answer of sign-up. */
export const signUpResponseSchema = z.object({
  consumerId: z.string(),
  consumerNo: z.string(),
  /** With a `codeChallenge` in the request: the code of the automatic login. */
  authorizationCode: z.string().optional(),
});

/** Body of change password. */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1),
  newPassword: z.string(),
  confirmPassword: z.string().optional(),
});

/** Body of reset password: asks for a reset link by email (forgot password step). */
export const resetPasswordRequestSchema = z.object({ email: z.string().min(1) });

/**
 * Answer of reset password: `{ sent: true }`, the same for known and unknown addresses. The
 * reset link (and its token, which confirm forgot password redeems) goes only by mail (the
 * mock API's mail outbox).
 */
export const resetPasswordResponseSchema = z.object({
  sent: z.literal(true),
});

/** The reset-link token that is always expired in the mock API (AUT402). */
export const expiredResetToken = 'expired-reset-token';

/** Body of confirm forgot password: the emailed link's token and the new password. */
export const confirmForgotPasswordRequestSchema = z.object({
  token: z.string().min(1),
  newPassword: z.string(),
  confirmPassword: z.string().optional(),
});

/** Body of agent login (employees, spec 1 §6). */
export const agentLoginRequestSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  /** The store the employee works in (unknown: STR404). */
  storeId: z.string().min(1),
  /** The captcha widget's one-time response for the `login` action (missing: AUT403). */
  captchaResponse: z.string().max(4000).optional(),
});
/** An agent login request. */
export type AgentLoginRequest = z.infer<typeof agentLoginRequestSchema>;

/** A plain acknowledgement. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
