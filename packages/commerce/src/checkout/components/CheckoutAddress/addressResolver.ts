import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryI18n } from '@storefront/api-contract';
import type { PhoneCodeEntry } from '@storefront/api-contract/phone';
import type { Resolver } from 'react-hook-form';
import { type AddressFormValues, addressMessagesOf, rulesOf } from '../../flow/addressForm';
import { addressSchema } from '../../flow/addressSchema';
import type { CheckoutLabels } from '../../flow/labels';

/** Example shapes shown in pattern messages, per country (spec 3 §5 "Regex"). */
const postalExamples: Record<string, string> = {
  US: '12345',
  CA: 'A1A 1A1',
  GB: 'SW1A 1AA',
  IE: 'D02 X285',
};

/** What {@link addressResolver} needs (see `AddressFormConfig`). */
export interface AddressResolverConfig {
  countryData: Record<string, CountryI18n>;
  region: string;
  labels: CheckoutLabels;
  withEmail?: boolean;
}

/**
 * The address form's resolver (spec 3 §5 defaults + the country's overrides, spec 2 §5 phone):
 * it builds the zod schema of `values.countryCode` on every validation, with the messages of
 * `config.labels`. Its own chunk (zod), loaded by `useAddressForm` on the form's first
 * validation.
 */
export function addressResolver(
  config: AddressResolverConfig,
  phoneEntries: readonly PhoneCodeEntry[],
): Resolver<AddressFormValues> {
  return (values, context, options) => {
    const i18n = config.countryData[values.countryCode];
    const messages = addressMessagesOf(config.labels);
    const schema = addressSchema({
      rules: rulesOf(i18n),
      phoneEntries,
      region: config.region,
      provinces: i18n?.provinces,
      messages,
      examples: { postalCode: postalExamples[values.countryCode] ?? messages.expectedFormat },
      ...(config.withEmail === false ? { withEmail: false } : {}),
    });
    return zodResolver(schema)(values, context, options);
  };
}
