'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryI18n } from '@storefront/api-contract';
import type { PhoneCodeEntry } from '@storefront/ui';
import { useMemo } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import {
  type AddressFormValues,
  addressMessagesOf,
  addressSchema,
  phoneEntriesOf,
  rulesOf,
} from '../../flow/addressForm';
import type { CheckoutLabels } from '../../flow/labels';

/** Example shapes shown in pattern messages, per country (spec 3 §5 "Regex"). */
const postalExamples: Record<string, string> = {
  US: '12345',
  CA: 'A1A 1A1',
  GB: 'SW1A 1AA',
  IE: 'D02 X285',
};

/** What {@link useAddressForm} needs: the countries' i18n data and the site's region. */
export interface AddressFormConfig {
  /** i18n answers by country code (GET /utilities/i18n/{countryCode}). */
  countryData: Record<string, CountryI18n>;
  /** Site region: 'NORA' or 'EMEA'. */
  region: string;
  /**
   * The checkout words of the page's language: the form's messages (required, lengths,
   * pattern, name, email, phone) come from them. English by default.
   */
  labels: CheckoutLabels;
  /** Whether the address has an e-mail (default true; an account's saved address has none). */
  withEmail?: boolean;
}

/** The phone entries of every configured country (dial code, mask, country). */
export function usePhoneEntries(countryData: Record<string, CountryI18n>): PhoneCodeEntry[] {
  return useMemo(() => phoneEntriesOf(Object.values(countryData)), [countryData]);
}

/**
 * A react-hook-form form for an address whose rules follow the selected country (spec 3 §5
 * defaults + the country's overrides, spec 2 §5 phone): the resolver builds the zod schema
 * of `values.countryCode` on every validation, with the messages of `config.labels`.
 */
export function useAddressForm(
  config: AddressFormConfig,
  defaultValues: AddressFormValues,
): UseFormReturn<AddressFormValues> {
  const phoneEntries = usePhoneEntries(config.countryData);
  const resolver = useMemo<Resolver<AddressFormValues>>(
    () => (values, context, options) => {
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
    },
    [config.countryData, config.region, config.labels, config.withEmail, phoneEntries],
  );
  return useForm<AddressFormValues>({ resolver, defaultValues, mode: 'onTouched' });
}
