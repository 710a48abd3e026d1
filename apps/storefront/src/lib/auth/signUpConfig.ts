import 'server-only';
import { type StorefrontLocale, serverTimePath, serverTimeSchema } from '@storefront/api-contract';
import { phoneEntryOf } from '@storefront/api-contract/phone';
import type { SignUpConfig } from '@storefront/commerce';
import { createStoreService } from '@storefront/commerce/server';
import type { DateFormat } from '@storefront/ui';
import { logEvent } from '../serverLog';
import { apiClientFor } from '../session/session';

/**
 * The storefront's configured sign-up rules per locale (spec 3 §5 "Sign-up": phone and gender
 * required "in configured locales", the postal code's optional mask, birth date required
 * "if configured"). Minimal age and dial codes come from the API (utilities i18n).
 */
const localeRules: Record<
  string,
  Pick<SignUpConfig, 'phoneRequired' | 'genderRequired' | 'birthDateRequired'> & {
    postalMask?: string;
    dateFormat: DateFormat;
  }
> = {
  'en-us': {
    phoneRequired: false,
    genderRequired: false,
    birthDateRequired: false,
    dateFormat: 'MM/DD/YYYY',
  },
  'en-ca': {
    phoneRequired: false,
    genderRequired: false,
    birthDateRequired: false,
    postalMask: 'A9A 9A9',
    dateFormat: 'DD/MM/YYYY',
  },
  'fr-ca': {
    phoneRequired: false,
    genderRequired: true,
    birthDateRequired: false,
    postalMask: 'A9A 9A9',
    dateFormat: 'DD/MM/YYYY',
  },
  'en-gb': {
    phoneRequired: true,
    genderRequired: false,
    birthDateRequired: false,
    dateFormat: 'DD/MM/YYYY',
  },
};

/** Minimal age when the country's i18n answer cannot be read. */
const fallbackMinimalAge = 16;

/**
 * The sign-up configuration of a locale: its configured rules, the country's minimal age and
 * dial codes (GET /utilities/i18n/{country}), and today from the server time (spec 3 §7
 * "Time": used for age limits). A failed lookup falls back (logged) rather than failing the page.
 */
export async function signUpConfigFor(locale: StorefrontLocale): Promise<SignUpConfig> {
  const rules = localeRules[locale.path] ?? localeRules['en-us'];
  const client = apiClientFor(locale);
  let minimalAge = fallbackMinimalAge;
  let phoneEntries: SignUpConfig['phoneEntries'] = [];
  let now = Date.now();
  try {
    const i18n = await createStoreService(client).getCountryI18n(locale.country);
    minimalAge = i18n.minimalAge;
    phoneEntries = i18n.phoneCodes.map(phoneEntryOf);
  } catch (error) {
    logEvent({ level: 'warn', event: 'signUp.config.i18n', locale, error });
  }
  try {
    now = serverTimeSchema.parse(await client.get<unknown>(serverTimePath)).timestamp;
  } catch (error) {
    logEvent({ level: 'warn', event: 'signUp.config.time', locale, error });
  }
  return {
    phoneRequired: false,
    genderRequired: false,
    birthDateRequired: false,
    dateFormat: 'MM/DD/YYYY',
    ...rules,
    minimalAge,
    today: new Date(now).toISOString().slice(0, 10),
    phoneEntries,
    region: locale.region,
  };
}
