'use client';

import { Button } from '@storefront/ui';
import { useEffect } from 'react';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import type { AddressFormValues } from '../../flow/addressForm';
import { fixtureCountries, fixtureCountryData } from '../../flow/fixtures';
import {
  CheckoutAddressFields,
  type CheckoutAddressFieldsProps,
} from './CheckoutAddressFields.client';
import { useAddressForm } from './useAddressForm.client';

/** Props of {@link AddressFormStory} (story-only harness). */
export interface AddressFormStoryProps
  extends Pick<CheckoutAddressFieldsProps, 'countries' | 'countryData' | 'region' | 'labels'> {
  /** The form's first values. */
  defaultValues: AddressFormValues;
  /** A server error to place at a field after mount (e.g. CHK320 at `postalCode`). */
  serverError?: { field: keyof AddressFormValues; message: string };
  /** Called with the values when the client rules pass. */
  onValid(values: AddressFormValues): void;
}

/**
 * Story-only harness: {@link useAddressForm} + {@link CheckoutAddressFields} in a form with a
 * submit button, as the shipping and billing steps use them.
 */
export function AddressFormStory({
  defaultValues,
  serverError,
  onValid,
  countries = fixtureCountries.billing,
  countryData = fixtureCountryData,
  region = 'NORA',
  labels,
}: AddressFormStoryProps) {
  const form = useAddressForm(
    { countryData, region, labels: useCheckoutLabels(labels) },
    defaultValues,
  );
  useEffect(() => {
    if (serverError) form.setError(serverError.field, { message: serverError.message });
  }, [form, serverError]);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} style={{ maxWidth: 720 }}>
      <CheckoutAddressFields
        form={form}
        idPrefix="story"
        countries={countries}
        countryData={countryData}
        region={region}
        {...(labels ? { labels } : {})}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}
