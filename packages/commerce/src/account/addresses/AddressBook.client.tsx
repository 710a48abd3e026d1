'use client';

import type { Address, AddressRequest, Country, CountryI18n } from '@storefront/api-contract';
import { Badge, Button, Checkbox, Heading, Notification, Select } from '@storefront/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { CheckoutAddressFields } from '../../checkout/components/CheckoutAddress/CheckoutAddressFields.client';
import { useAddressForm } from '../../checkout/components/CheckoutAddress/useAddressForm.client';
import { useCheckoutLabels } from '../../messages/useLabels.client';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';
import {
  addressBookRequestOf,
  addressFailureKey,
  addressFormValuesOf,
  becomesMain,
  countriesOfType,
  withoutAddress,
  withSavedAddress,
} from './addressRules';

/** Props of {@link AddressBook}. */
export interface AddressBookProps {
  /** The consumer's addresses (`consumerDetails.address`), or `null` when they could not be read. */
  addresses: readonly Address[] | null;
  /**
   * The site's countries as the checkout offers them (GET /utilities/countryList): a shipping
   * address (S) in a shipping country, a billing address (B) in a billing country.
   */
  countries: { shipping: readonly Country[]; billing: readonly Country[] };
  /** i18n data by country (GET /utilities/i18n/{countryCode}): rules, provinces, phone codes. */
  countryData: Record<string, CountryI18n>;
  /** Site region: 'NORA' or 'EMEA' (the phone rule's default mask, spec 2 §5). */
  region: string;
  /**
   * Adds (no `addressId`: POST /consumer/address) or changes (PUT …/address/{id}) an address;
   * answers the saved address. `CCA400` it exists, `CCA401` unknown id.
   */
  onSave(input: {
    addressId?: string;
    address: AddressRequest;
  }): Promise<AccountResult<{ address: Address }>>;
  /** Deletes an address (DELETE …/address/{id}); `CCA401`. */
  onDelete(addressId: string): Promise<AccountResult>;
}

/** The request of a saved address (its fields, type and flag). */
function requestOf(address: Address, main = address.main): AddressRequest {
  const { id: _id, ...fields } = address;
  return { ...fields, main };
}

/** A failed call's words and where they show: at the form, or at the address it was about. */
interface Failure {
  at: 'form' | { addressId: string };
  message: string;
}

/**
 * The address book (spec 2 §3 "Address", §4 main-flag rule; issue scope: list, add, edit,
 * delete for shipping (S) and billing (B)): addresses grouped by type with their main flag;
 * "Make main", edit and delete on each; a form to add or edit one: the checkout's address
 * fields and rules (`useAddressForm`, `CheckoutAddressFields` without the e-mail: per-country
 * postal code, provinces and phone, spec 3 §5, spec 2 §5), the country a choice among the
 * site's countries of the type. The first of a type becomes main on its own (the box says
 * so). Failures show where they happened (the form, or the address for make main and
 * delete): CCA400 (exists) and CCA401 (gone) in words, others the generic message. The list
 * follows the rule locally after each answer (`withSavedAddress`).
 */
export function AddressBook({
  addresses: initial,
  countries,
  countryData,
  region,
  onSave,
  onDelete,
}: AddressBookProps) {
  const t = useTranslations('accountarea');
  const [addresses, setAddresses] = useState<Address[] | null>(initial ? [...initial] : null);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<Failure>();

  if (addresses === null) return <Notification tone="error">{t('addresses.error')}</Notification>;

  const failureText = (code: string) => t(`addresses.failed.${addressFailureKey(code)}`);
  const failureAt = (addressId: string) =>
    failure && failure.at !== 'form' && failure.at.addressId === addressId
      ? failure.message
      : undefined;
  const countryName = (code: string) =>
    [...countries.shipping, ...countries.billing].find((c) => c.code === code)?.name ?? code;

  async function save(
    input: { addressId?: string; address: AddressRequest },
    at: Failure['at'],
  ): Promise<boolean> {
    setFailure(undefined);
    setStatus(undefined);
    const result = await onSave(input);
    if (!result.ok) {
      setFailure({ at, message: failureText(result.code) });
      return false;
    }
    setAddresses((list) => withSavedAddress(list ?? [], result.address));
    setStatus(t('addresses.saved'));
    return true;
  }

  async function remove(address: Address) {
    setBusy(`delete-${address.id}`);
    setFailure(undefined);
    setStatus(undefined);
    const result = await onDelete(address.id);
    setBusy(null);
    if (!result.ok)
      return setFailure({ at: { addressId: address.id }, message: failureText(result.code) });
    setAddresses((list) => withoutAddress(list ?? [], address.id));
    setStatus(t('addresses.deleted'));
  }

  async function makeMain(address: Address) {
    setBusy(`main-${address.id}`);
    await save(
      { addressId: address.id, address: requestOf(address, true) },
      { addressId: address.id },
    );
    setBusy(null);
  }

  const groups = [
    { type: 'S' as const, title: t('addresses.shipping') },
    { type: 'B' as const, title: t('addresses.billing') },
  ];

  return (
    <div className={styles.section}>
      {status && <Notification tone="success">{status}</Notification>}
      {addresses.length === 0 && <p className={styles.text}>{t('addresses.empty')}</p>}
      {groups.map(({ type, title }) => {
        const ofType = addresses.filter((a) => a.approachType === type);
        if (ofType.length === 0) return null;
        return (
          <section key={type} className={styles.section} aria-labelledby={`addresses-${type}`}>
            <Heading level={2} id={`addresses-${type}`}>
              {title}
            </Heading>
            <ul className={styles.items}>
              {ofType.map((address) => {
                const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
                const failed = failureAt(address.id);
                return (
                  <li key={address.id} className={styles.item} data-testid="address">
                    {failed && <Notification tone="error">{failed}</Notification>}
                    {address.main && (
                      <span>
                        <Badge tone="success" size="sm">
                          {t('addresses.main')}
                        </Badge>
                      </span>
                    )}
                    <address className={styles.lines}>
                      {name && (
                        <>
                          {name}
                          <br />
                        </>
                      )}
                      {address.addressLine1}
                      <br />
                      {address.addressLine2 && (
                        <>
                          {address.addressLine2}
                          <br />
                        </>
                      )}
                      {[address.city, address.province, address.postalCode]
                        .filter(Boolean)
                        .join(' ')}
                      <br />
                      {countryName(address.countryCode)}
                      {address.phone && (
                        <>
                          <br />
                          {address.phone}
                        </>
                      )}
                    </address>
                    <div className={styles.actions}>
                      {!address.main && (
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={busy === `main-${address.id}`}
                          onClick={() => void makeMain(address)}
                        >
                          {t('addresses.makeMain')}
                        </Button>
                      )}
                      <Button size="sm" variant="tertiary" onClick={() => setEditing(address)}>
                        {t('addresses.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="tertiary"
                        loading={busy === `delete-${address.id}`}
                        onClick={() => void remove(address)}
                      >
                        {t('addresses.delete')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          addresses={addresses}
          countries={countries}
          countryData={countryData}
          region={region}
          failure={failure?.at === 'form' ? failure.message : undefined}
          onCancel={() => {
            setFailure(undefined);
            setEditing(null);
          }}
          onSubmit={async (request) => {
            const ok = await save(
              { ...(editing === 'new' ? {} : { addressId: editing.id }), address: request },
              'form',
            );
            if (ok) setEditing(null);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('addresses.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The add / edit form of {@link AddressBook}: react-hook-form with the checkout's address
 * rules (no e-mail); invalid fields show their messages and the first takes the focus.
 */
function AddressForm({
  address,
  addresses,
  countries,
  countryData,
  region,
  failure,
  onCancel,
  onSubmit,
}: Pick<AddressBookProps, 'countries' | 'countryData' | 'region'> & {
  address?: Address;
  addresses: readonly Address[];
  /** The failed save's words (CCA400, CCA401 or generic), shown in the form. */
  failure: string | undefined;
  onCancel(): void;
  onSubmit(request: AddressRequest): Promise<void>;
}) {
  const t = useTranslations('accountarea');
  const labels = useCheckoutLabels();
  const id = useId();
  const [type, setType] = useState<'S' | 'B'>(address?.approachType ?? 'S');
  const [main, setMain] = useState(address?.main ?? false);
  const choices = countriesOfType(countries, type, address?.countryCode);
  const form = useAddressForm(
    { countryData, region, labels, withEmail: false },
    addressFormValuesOf(address, choices[0]?.code ?? ''),
  );
  const {
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { isSubmitting },
  } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);

  const changeType = (next: 'S' | 'B') => {
    setType(next);
    // A shipping address only in a country the site ships to.
    const offered = countriesOfType(countries, next);
    const first = offered[0];
    if (first && !offered.some((c) => c.code === getValues('countryCode')))
      setValue('countryCode', first.code);
  };
  const autoMain = !address && becomesMain(addresses, type);
  const submit = handleSubmit((values) =>
    onSubmit(addressBookRequestOf(values, type, autoMain || main)),
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <Heading level={2} id={`${id}-title`}>
        {address ? t('addresses.formTitleEdit') : t('addresses.formTitleAdd')}
      </Heading>
      {failure && <Notification tone="error">{failure}</Notification>}
      <Select
        id={`${id}-type`}
        label={t('addresses.type')}
        value={type}
        onChange={(event) => changeType(event.target.value === 'B' ? 'B' : 'S')}
        options={[
          { value: 'S', label: t('addresses.typeS') },
          { value: 'B', label: t('addresses.typeB') },
        ]}
      />
      <CheckoutAddressFields
        form={form}
        idPrefix={id}
        countries={choices}
        countryData={countryData}
        region={region}
        withEmail={false}
        labels={labels}
      />
      {autoMain ? (
        // The first address of a type becomes main on its own (spec 2 §4).
        <Checkbox
          key="auto"
          id={`${id}-main`}
          label={t('addresses.setMain')}
          checked
          readOnly
          disabled
        />
      ) : (
        <Checkbox
          key="choice"
          id={`${id}-main`}
          label={t('addresses.setMain')}
          checked={main}
          onChange={(event) => setMain(event.target.checked)}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {t('addresses.save')}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
