import type { UpdateConsumerRequest } from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneError } from '@storefront/api-contract/phone';
import * as z from 'zod';
import type { Translate } from '../../messages/translate';

/** The editable values of the profile form (strings as typed; interests as picked). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  postalCode: string;
  birthDate: string;
  interests: readonly string[];
  preferredShoeSize: string;
}

/** The profile form's validation messages. */
export interface ProfileMessages {
  /** A changed phone that breaks the shared phone rules (`profile.phoneInvalid`, spec 2 §5). */
  phoneInvalid: string;
}

/** The profile messages of a translator of the `accountarea` namespace. */
export function profileMessagesFrom(t: Translate): ProfileMessages {
  return { phoneInvalid: t('profile.phoneInvalid') };
}

/** What the profile schema needs to know of the site and the consumer. */
export interface ProfileRulesOptions {
  /**
   * The site's dial codes (spec 2 §3 "Phone code entry"); none (the lookup failed): the phone
   * is checked by the API only.
   */
  phoneEntries?: readonly PhoneCodeEntry[] | undefined;
  region?: string | undefined;
  /** The phone the profile has (stored form): kept as it is, it is not checked again. */
  currentPhone?: string | undefined;
}

/**
 * The profile form's schema (spec 2 §3 consumerDetails and preferences, §5): every value
 * optional (an all-empty update is skipped by {@link profileUpdateOf}); a phone the shopper
 * changed follows the shared phone rules (spec 2 §5 `phoneError`) when the site's dial codes
 * are known. Birth date rules (PRO400, PRO410, PRO411) are the API's, shown at the field.
 */
export function profileSchemaWith(options: ProfileRulesOptions, words: ProfileMessages) {
  const { phoneEntries = [], region, currentPhone } = options;
  return z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z
      .string()
      .refine(
        (phone) =>
          !phone ||
          phone === currentPhone ||
          phoneEntries.length === 0 ||
          !phoneError(phone, phoneEntries, region),
        words.phoneInvalid,
      ),
    postalCode: z.string(),
    birthDate: z.string(),
    interests: z.array(z.string()),
    preferredShoeSize: z.string(),
  });
}

/** The profile form's values ({@link profileSchemaWith}). */
export type ProfileFormValues = z.infer<ReturnType<typeof profileSchemaWith>>;

/**
 * The PUT /consumers-v3/consumer body of the profile form (spec 2 §5): trimmed values, empty
 * ones left out, interests joined by the pipe (spec 2 §3, §9). `null` when every value is
 * empty: the update is skipped (spec 2 §5 "A basic info update is skipped when all values are
 * empty").
 */
export function profileUpdateOf(
  values: ProfileValues,
  formatInterests: (interests: readonly string[]) => string,
): UpdateConsumerRequest | null {
  const pick = <K extends string>(entries: [K, string][]) =>
    Object.fromEntries(entries.map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) as Partial<
      Record<K, string>
    >;
  const consumerDetails = pick([
    ['firstName', values.firstName],
    ['lastName', values.lastName],
    ['phone', values.phone],
    ['postalCode', values.postalCode],
    ['birthDate', values.birthDate],
  ]);
  const preferences = pick([
    ['interests', formatInterests(values.interests)],
    ['preferredShoeSize', values.preferredShoeSize],
  ]);
  const hasDetails = Object.keys(consumerDetails).length > 0;
  const hasPreferences = Object.keys(preferences).length > 0;
  if (!hasDetails && !hasPreferences) return null;
  return {
    consumerProfile: {
      ...(hasDetails ? { consumerDetails } : {}),
      ...(hasPreferences ? { preferences } : {}),
    },
  };
}

/** Where a failed profile save shows (spec 2 §8): PRO400/410/411 at the birth date. */
export function profileFailureField(code: string): 'birthDate' | 'phone' | undefined {
  if (code === 'PRO400' || code === 'PRO410' || code === 'PRO411') return 'birthDate';
  if (code === 'AUT440' || code === 'AUT442' || code === 'AUT444') return 'phone';
  return undefined;
}
