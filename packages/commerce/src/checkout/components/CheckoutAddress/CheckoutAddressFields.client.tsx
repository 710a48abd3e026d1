'use client';

import type { Country, CountryI18n } from '@storefront/api-contract';
import { phoneRules } from '@storefront/api-contract/phone';
import { PhoneField, Select, TextField } from '@storefront/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import { type AddressFormValues, rulesOf } from '../../flow/addressForm';
import type { CheckoutLabels } from '../../flow/labels';
import * as styles from './CheckoutAddress.css';
import { usePhoneEntries } from './useAddressForm.client';

/** Props of {@link CheckoutAddressFields}. */
export interface CheckoutAddressFieldsProps {
  /** The form of {@link useAddressForm}. */
  form: UseFormReturn<AddressFormValues>;
  /** Prefix of the field ids (two address forms can share a page). */
  idPrefix: string;
  /** Countries to choose from (shipping or billing countries of the country list). */
  countries: readonly Country[];
  /** i18n data by country: provinces, phone codes, rules. */
  countryData: Record<string, CountryI18n>;
  /** Site region: 'NORA' or 'EMEA' (phone mask default). */
  region: string;
  /** Whether the e-mail is asked (default true; an account's saved address has none). */
  withEmail?: boolean;
  labels?: CheckoutLabels;
}

/**
 * The fields of a checkout address (spec 1 §3 "Billing address", spec 3 §3 "Address"), also
 * the account's address book (spec 2 §3 "Address", `withEmail={false}`): names, email, phone (dial code + masked number, stored '+' + digits; spec 2 §5), address lines,
 * city, province (a select when the country has provinces), postal code and country. Errors
 * (client rules or the server's, e.g. CHK320 at the postal code) show at their field.
 */
export function CheckoutAddressFields({
  form,
  idPrefix,
  countries,
  countryData,
  region,
  withEmail = true,
  labels: ownLabels,
}: CheckoutAddressFieldsProps) {
  const labels = useCheckoutLabels(ownLabels);
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const phoneEntries = usePhoneEntries(countryData);
  const countryCode = watch('countryCode');
  const provinces = countryData[countryCode]?.provinces ?? [];
  const id = (name: string) => `${idPrefix}-${name}`;
  const rules = rulesOf(countryData[countryCode]);
  const req = (name: keyof AddressFormValues, fallback: boolean) =>
    rules[name]?.required ?? fallback;
  return (
    <div className={styles.grid}>
      <TextField
        id={id('firstName')}
        label={labels.firstName}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id={id('lastName')}
        label={labels.lastName}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      {withEmail && (
        <TextField
          id={id('email')}
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            rules={phoneRules}
            id={id('phone')}
            label={labels.phone}
            entries={phoneEntries}
            region={region}
            defaultCountry={countryCode}
            dialCodeLabel={labels.dialCode}
            required
            error={errors.phone?.message}
            {...field}
          />
        )}
      />
      <div className={styles.wide}>
        <TextField
          id={id('addressLine1')}
          label={labels.addressLine1}
          autoComplete="address-line1"
          required
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          id={id('addressLine2')}
          label={labels.addressLine2}
          autoComplete="address-line2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
      </div>
      <TextField
        id={id('city')}
        label={labels.city}
        autoComplete="address-level2"
        required
        error={errors.city?.message}
        {...register('city')}
      />
      {provinces.length > 0 ? (
        <Select
          id={id('province')}
          label={labels.province}
          placeholder={labels.chooseProvince}
          options={provinces.map((p) => ({ value: p.code, label: p.name }))}
          autoComplete="address-level1"
          required={req('province', true)}
          error={errors.province?.message}
          {...register('province')}
        />
      ) : (
        <TextField
          id={id('province')}
          label={labels.province}
          autoComplete="address-level1"
          required={req('province', false)}
          error={errors.province?.message}
          {...register('province')}
        />
      )}
      <TextField
        id={id('postalCode')}
        label={labels.postalCode}
        autoComplete="postal-code"
        required={req('postalCode', true)}
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <Select
        id={id('countryCode')}
        label={labels.country}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        autoComplete="country"
        required
        error={errors.countryCode?.message}
        {...register('countryCode')}
      />
    </div>
  );
}
