import type { UpdateConsumerRequest } from '@storefront/api-contract';

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
