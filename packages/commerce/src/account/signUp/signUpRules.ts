import {
  emailPattern,
  passwordProblem,
  type RetrieveUserDataResponse,
  type SignUpRequest,
} from '@storefront/api-contract';
import { type PhoneCodeEntry, type PhoneRegion, phoneError } from '@storefront/api-contract/phone';
import { type DateFormat, parseDate } from '@storefront/ui';
import * as z from 'zod';
import { messageForError } from '../../api/messages';

/**
 * The sign-up form's rules (spec 3 §3 "Sign-up form", §5 "Sign-up", §7 "Consumer calls",
 * §8 "Sign-up"): pure functions, shared by the form, its stories and tests.
 */

/** The locale's sign-up configuration (spec 3 §5, §9 "Minimal age is per country"). */
export interface SignUpConfig {
  /** Minimal age of the country in years (utilities i18n `minimalAge`). */
  minimalAge: number;
  /** Today as `YYYY-MM-DD`, from the server time (spec 3 §7 "Time": used for age limits). */
  today: string;
  /** Earliest birth date accepted, `YYYY-MM-DD` (default 1900-01-01). */
  minBirthDate?: string;
  /** Birth date required (configured; always with the loyalty terms ticked, PRO411). */
  birthDateRequired: boolean;
  /** Phone required only in configured locales (spec 3 §5). */
  phoneRequired: boolean;
  /** Gender required in configured locales (spec 3 §5). */
  genderRequired: boolean;
  /** Optional postal code mask: `9` a digit, `A` a letter, anything else literal (e.g. `A9A 9A9`). */
  postalMask?: string;
  /** The format the birth date is typed in (`MM/DD/YYYY` in en-US, `DD/MM/YYYY` elsewhere). */
  dateFormat: DateFormat;
  /** The configured dial codes (spec 2 §3) and the site's region, for the phone rule. */
  phoneEntries: readonly PhoneCodeEntry[];
  region: PhoneRegion;
}

/** The words the rules need (the `signUp` catalogue's `validation` group). */
export interface SignUpMessages {
  required: string;
  requiredCheckbox: string;
  invalidEmail: string;
  /** The password does not meet the hint list. */
  invalidPassword: string;
  /** `{format}` placeholder: 'Date should match {format} and be a valid date.' */
  invalidDate: string;
  /** Before the minimum date. */
  birthDateTooEarly: string;
  /** `{age}` placeholder: the message names the country's minimal age (spec 3 §5). */
  tooYoung: string;
  invalidPhone: string;
  /** `{mask}` placeholder. */
  invalidPostalCode: string;
  /** Names: 2 to 30 characters (spec 3 §9). */
  nameLength: string;
}

/** The sign-up form's values (spec 3 §3 "Sign-up form"). */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** As typed, in {@link SignUpConfig.dateFormat}. */
  birthDate: string;
  /** Stored form '+' + dial code + digits, '' when empty. */
  phone: string;
  gender: string;
  postalCode: string;
  newsletter: boolean;
  loyaltyTerms: boolean;
  brandTerms: boolean;
  policy: boolean;
  /** The SMS box is ticked (spec 3 §4 "SMS opt-in"). */
  sms: boolean;
  /** The SMS terms were accepted with I accept. */
  optInAccepted: boolean;
}

/** Empty values, with the page's prefill (`email` query, spec 3 §2). */
export function emptySignUpValues(prefill: Partial<SignUpValues> = {}): SignUpValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    birthDate: '',
    phone: '',
    gender: '',
    postalCode: '',
    newsletter: false,
    loyaltyTerms: false,
    brandTerms: false,
    policy: false,
    sms: false,
    optInAccepted: false,
    ...prefill,
  };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** `YYYY-MM-DD` of `iso` minus `years` (29 February → 28 February in a common year). */
export function yearsBefore(iso: string, years: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A typed birth date as `YYYY-MM-DD`, or null when it is not a real date in `format`. */
export function isoBirthDate(value: string, format: DateFormat): string | null {
  const parts = parseDate(value, format);
  if (!parts) return null;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/**
 * The birth date rule (spec 3 §5): a valid date, required when configured, not before the
 * minimum date and not later than today minus the minimal age.
 * @returns the message to show, or undefined
 */
export function birthDateError(
  value: string,
  config: Pick<SignUpConfig, 'dateFormat' | 'today' | 'minimalAge' | 'minBirthDate'>,
  required: boolean,
  words: SignUpMessages,
): string | undefined {
  if (!value.trim()) return required ? words.required : undefined;
  const iso = isoBirthDate(value, config.dateFormat);
  if (!iso) return fill(words.invalidDate, { format: config.dateFormat });
  if (iso < (config.minBirthDate ?? '1900-01-01')) return words.birthDateTooEarly;
  if (iso > yearsBefore(config.today, config.minimalAge))
    return fill(words.tooYoung, { age: config.minimalAge });
  return undefined;
}

/**
 * Writes `value` into a postal mask as far as it goes (`9` digit, `A` letter, other literal,
 * upper case): `k1a0b1` with `A9A 9A9` → `K1A 0B1`. Without a mask: the value trimmed.
 */
export function applyPostalMask(value: string, mask?: string): string {
  if (!mask) return value.trimStart();
  const chars = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let out = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= chars.length) break;
    const c = chars[i] ?? '';
    if (slot === '9' || slot === 'A') {
      if (slot === '9' ? !/\d/.test(c) : !/[A-Z]/.test(c)) break;
      out += c;
      i++;
    } else out += slot;
  }
  return out;
}

/** Whether `value` fills `mask` completely. */
export function matchesPostalMask(value: string, mask: string): boolean {
  return value.length === mask.length && applyPostalMask(value, mask) === value;
}

/**
 * The zod schema of the sign-up form for a locale's configuration (spec 3 §5 "Sign-up"):
 * names 2-30, email valid (≤ 100), password by the hint list, birth date
 * ({@link birthDateError}; required when configured or the loyalty terms are ticked), phone
 * required in configured locales and valid when given, gender required in configured
 * locales, postal code required and masked, the loyalty terms and the policy required.
 */
export function signUpSchemaWith(config: SignUpConfig, words: SignUpMessages) {
  const name = z
    .string()
    .trim()
    .min(1, words.required)
    .refine((v) => v.length >= 2 && v.length <= 30, words.nameLength);
  return z
    .object({
      firstName: name,
      lastName: name,
      email: z
        .string()
        .trim()
        .min(1, words.required)
        .max(100, words.invalidEmail)
        .regex(emailPattern, words.invalidEmail),
      password: z
        .string()
        .min(1, words.required)
        .refine((v) => passwordProblem(v) === null, words.invalidPassword),
      birthDate: z.string(),
      phone: z.string(),
      gender: config.genderRequired ? z.string().min(1, words.required) : z.string(),
      postalCode: z
        .string()
        .trim()
        .min(1, words.required)
        .refine(
          (v) => !config.postalMask || matchesPostalMask(v.toUpperCase(), config.postalMask),
          fill(words.invalidPostalCode, { mask: config.postalMask ?? '' }),
        ),
      newsletter: z.boolean(),
      loyaltyTerms: z.boolean().refine(Boolean, words.requiredCheckbox),
      brandTerms: z.boolean(),
      policy: z.boolean().refine(Boolean, words.requiredCheckbox),
      sms: z.boolean(),
      optInAccepted: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const birth = birthDateError(
        values.birthDate,
        config,
        config.birthDateRequired || values.loyaltyTerms,
        words,
      );
      if (birth) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: birth });
      if (!values.phone) {
        if (config.phoneRequired || values.sms)
          ctx.addIssue({ code: 'custom', path: ['phone'], message: words.required });
      } else if (phoneError(values.phone, config.phoneEntries, config.region)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: words.invalidPhone });
      }
    });
}

/**
 * SMS opt-in (spec 3 §4): the acceptance resets when the phone is emptied or becomes
 * invalid; the box stays as the shopper left it.
 */
export function smsOptInAfterPhoneChange(
  state: { sms: boolean; optInAccepted: boolean },
  phoneValid: boolean,
): { sms: boolean; optInAccepted: boolean } {
  return phoneValid ? state : { sms: state.sms, optInAccepted: false };
}

/** The sign-up page's query (spec 3 §2 "Sign-up page"), read by {@link signUpQueryOf}. */
export interface SignUpQuery {
  consumerId?: string;
  email?: string;
  /** `storeNum`: sent as `source.store`. */
  storeNum?: string;
  /** `enrollment_marketing_source`: sent as `campaignName`. */
  campaignName?: string;
  /** `leadSource`: sent as the `source` header. */
  leadSource?: string;
  /** `referral_code`. */
  referralCode?: string;
}

const queryValue = (value: string | string[] | undefined, max: number) => {
  const one = (Array.isArray(value) ? value[0] : value)?.trim();
  return one && one.length <= max && /^[\w.@+\- ]+$/.test(one) ? one : undefined;
};

/** The sign-up query parameters of a page's search params (unsafe or too long: left out). */
export function signUpQueryOf(search: Record<string, string | string[] | undefined>): SignUpQuery {
  const entries = {
    consumerId: queryValue(search.consumerId, 64),
    email: queryValue(search.email, 100),
    storeNum: queryValue(search.storeNum, 20),
    campaignName: queryValue(search.enrollment_marketing_source, 100),
    leadSource: queryValue(search.leadSource, 40),
    referralCode: queryValue(search.referral_code, 40),
  };
  return Object.fromEntries(
    Object.entries(entries).filter(([, v]) => v !== undefined),
  ) as SignUpQuery;
}

/**
 * The sign-up form's prefill from the page's query (spec 3 §2 "Sign-up page": `consumerId` and
 * `email` prefill a consumer): the details POST /consumer/retrieveUserData answered for the
 * pair (email, names, phone in the stored form, postal code; empty ones left out), else (no
 * consumerId, or the pair unknown: `details` null) only the query's email.
 */
export function signUpPrefillOf(
  query: Pick<SignUpQuery, 'email'>,
  details: RetrieveUserDataResponse | null,
): Partial<SignUpValues> {
  const email = details?.email || query.email;
  const fields = {
    firstName: details?.firstName,
    lastName: details?.lastName,
    phone: details?.phone,
    postalCode: details?.postalCode,
  };
  return {
    ...(email ? { email } : {}),
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value)),
  };
}

/**
 * The sign-up call's body (spec 3 §7 "Sign-up"): the form's fields plus isTermsConfirmed,
 * isTemporaryPassword, subscriptions (newsletter, loyalty, SMS consents), loyaltyEnrollment
 * Full, loyaltyNewsletterConsent, source (store), acquisitionType Registered, campaignName,
 * termsConditionsAndPolicy and the captcha response (action `register`); the page's
 * `consumerId` (spec 3 §2) and `referral_code` too.
 */
export function signUpRequestOf(
  values: SignUpValues,
  query: SignUpQuery,
  dateFormat: DateFormat,
  captchaResponse?: string,
): SignUpRequest {
  const birthdate = values.birthDate ? isoBirthDate(values.birthDate, dateFormat) : null;
  const sms = values.sms && values.optInAccepted && Boolean(values.phone);
  return {
    login: values.email.trim(),
    password: values.password,
    confirmPassword: values.password,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(birthdate ? { birthdate } : {}),
    profile: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      postalCode: values.postalCode.trim().toUpperCase(),
      ...(values.gender ? { gender: values.gender } : {}),
    },
    isTermsConfirmed: values.policy,
    isTemporaryPassword: false,
    termsConditionsAndPolicy: values.policy,
    subscriptions: {
      newsletterConsent: values.newsletter,
      loyaltyConsent: values.loyaltyTerms,
      smsNotificationConsent: sms,
    },
    ...(values.loyaltyTerms ? { loyaltyEnrollment: 'Full' as const } : {}),
    loyaltyNewsletterConsent: values.loyaltyTerms && values.newsletter,
    ...(query.storeNum ? { source: { store: query.storeNum } } : {}),
    acquisitionType: 'Registered',
    ...(query.campaignName ? { campaignName: query.campaignName } : {}),
    ...(query.referralCode ? { referralCode: query.referralCode } : {}),
    ...(query.consumerId ? { consumerId: query.consumerId } : {}),
    ...(captchaResponse ? { captchaResponse } : {}),
  };
}

/** Where a failed sign-up shows (spec 3 §8 "Sign-up"). */
export type SignUpFailurePlacement =
  | { field: 'email' | 'phone'; message: string }
  /** Missing birth date (PRO411): the form validates again (the date becomes required). */
  | { field: 'revalidate'; message: string }
  | { field: 'form'; message: string };

/**
 * Places a sign-up failure (spec 3 §8): login in use (AUT439, AUT444) marks the email field
 * with the API's message; phone in use (AUT440, AUT442) the phone field; PRO411 re-runs
 * validation; AUT453 is the email; anything else a notification above the form.
 */
export function placeSignUpFailure(
  code: string,
  serverMessage?: string,
  language = 'en',
): SignUpFailurePlacement {
  const message = messageForError(code, serverMessage, { locale: language });
  if (code === 'AUT439' || code === 'AUT444' || code === 'AUT453')
    return { field: 'email', message };
  if (code === 'AUT440' || code === 'AUT442') return { field: 'phone', message };
  if (code === 'PRO411') return { field: 'revalidate', message };
  return { field: 'form', message };
}

/**
 * Whether the interests dialog follows a sign-up (spec 3 §4 "Sign-up"): collection is on and
 * (the sign-up is not tied to a newsletter, or the newsletter box is ticked); never for the
 * simplified enrolment variant nor for sign-in-to-buy.
 */
export function showsInterestsAfterSignUp(options: {
  collectInterests: boolean;
  tiedToNewsletter: boolean;
  newsletterTicked: boolean;
  simplified: boolean;
  signInToBuy: boolean;
}): boolean {
  if (options.simplified || options.signInToBuy || !options.collectInterests) return false;
  return !options.tiedToNewsletter || options.newsletterTicked;
}
