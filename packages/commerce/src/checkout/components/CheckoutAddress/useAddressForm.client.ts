'use client';

import type { CountryI18n } from '@storefront/api-contract';
import type { PhoneCodeEntry } from '@storefront/ui';
import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { lazyResolver } from '../../../forms/lazyResolver';
import { type AddressFormValues, phoneEntriesOf } from '../../flow/addressForm';
import type { CheckoutLabels } from '../../flow/labels';
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
 * of `values.countryCode` on every validation, with the messages of `config.labels`. The
 * resolver and zod are their own chunk (`addressResolver`, through `lazyResolver`), loaded on
 * the form's first validation, so a page with the form ships no zod in its first load.
 */
export function useAddressForm(
  config: AddressFormConfig,
  defaultValues: AddressFormValues,
): UseFormReturn<AddressFormValues> {
  const phoneEntries = usePhoneEntries(config.countryData);
  const { countryData, region, labels, withEmail } = config;
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./addressResolver').then((module) =>
          module.addressResolver(
            { countryData, region, labels, ...(withEmail === undefined ? {} : { withEmail }) },
            phoneEntries,
          ),
        ),
      ),
    [countryData, region, labels, withEmail, phoneEntries],
  );
  return useForm<AddressFormValues>({ resolver, defaultValues, mode: 'onTouched' });
}
