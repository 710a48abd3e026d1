'use client';

import type { Address, AddressRequest } from '@storefront/api-contract';
import { Badge, Button, Checkbox, Heading, Notification, Select, TextField } from '@storefront/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';
import { becomesMain, withoutAddress, withSavedAddress } from './addressRules';

/** A country the shopper may pick (the site's shipping and billing countries). */
export interface AddressCountry {
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  code: string;
  /** Its name in the page's language. */
  name: string;
}

/** Props of {@link AddressBook}. */
export interface AddressBookProps {
  /** The consumer's addresses (`consumerDetails.address`), or `null` when they could not be read. */
  addresses: readonly Address[] | null;
  countries: readonly AddressCountry[];
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

const required = [
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'postalCode',
  'countryCode',
] as const;
type FieldName = (typeof required)[number] | 'addressLine2' | 'province' | 'phone';

/** The request of a saved address (its fields, type and flag). */
function requestOf(address: Address, main = address.main): AddressRequest {
  const { id: _id, ...fields } = address;
  return { ...fields, main };
}

/**
 * The address book (spec 2 §3 "Address", §4 main-flag rule; issue scope: list, add, edit,
 * delete for shipping (S) and billing (B)): addresses grouped by type with their main flag;
 * "Make main", edit and delete on each; a form to add one (the first of a type becomes main on
 * its own, the box says so). Failures: CCA400 (exists) and CCA401 (gone) in words, others the
 * generic message. The list follows the rule locally after each answer (`withSavedAddress`).
 */
export function AddressBook({ addresses: initial, countries, onSave, onDelete }: AddressBookProps) {
  const t = useTranslations('accountarea');
  const [addresses, setAddresses] = useState<Address[] | null>(initial ? [...initial] : null);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();

  if (addresses === null) return <Notification tone="error">{t('addresses.error')}</Notification>;

  const failureText = (code: string) =>
    code === 'CCA400' || code === 'CCA401'
      ? t(`addresses.failed.${code}`)
      : t('addresses.failed.other');

  async function save(input: { addressId?: string; address: AddressRequest }): Promise<boolean> {
    setFailure(undefined);
    setStatus(undefined);
    const result = await onSave(input);
    if (!result.ok) {
      setFailure(failureText(result.code));
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
    if (!result.ok) return setFailure(failureText(result.code));
    setAddresses((list) => withoutAddress(list ?? [], address.id));
    setStatus(t('addresses.deleted'));
  }

  async function makeMain(address: Address) {
    setBusy(`main-${address.id}`);
    await save({ addressId: address.id, address: requestOf(address, true) });
    setBusy(null);
  }

  const groups = [
    { type: 'S' as const, title: t('addresses.shipping') },
    { type: 'B' as const, title: t('addresses.billing') },
  ];

  return (
    <div className={styles.section}>
      {failure && <Notification tone="error">{failure}</Notification>}
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
                return (
                  <li key={address.id} className={styles.item} data-testid="address">
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
                      {countries.find((c) => c.code === address.countryCode)?.name ??
                        address.countryCode}
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
          onCancel={() => setEditing(null)}
          onSubmit={async (request) => {
            const ok = await save({
              ...(editing === 'new' ? {} : { addressId: editing.id }),
              address: request,
            });
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

/** The add / edit form of {@link AddressBook}. */
function AddressForm({
  address,
  addresses,
  countries,
  onCancel,
  onSubmit,
}: {
  address?: Address;
  addresses: readonly Address[];
  countries: readonly AddressCountry[];
  onCancel(): void;
  onSubmit(request: AddressRequest): Promise<void>;
}) {
  const t = useTranslations('accountarea');
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [type, setType] = useState<'S' | 'B'>(address?.approachType ?? 'S');
  useEffect(() => first.current?.focus(), []);

  const autoMain = !address && becomesMain(addresses, type);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: FieldName) => String(data.get(name) ?? '').trim();
    const missing: Partial<Record<FieldName, string>> = {};
    for (const name of required) if (!value(name)) missing[name] = t('addresses.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const optional = (name: FieldName) => (value(name) ? { [name]: value(name) } : {});
    setSubmitting(true);
    await onSubmit({
      approachType: type,
      main: autoMain || data.get('main') === 'on',
      firstName: value('firstName'),
      lastName: value('lastName'),
      addressLine1: value('addressLine1'),
      ...optional('addressLine2'),
      city: value('city'),
      ...optional('province'),
      postalCode: value('postalCode'),
      countryCode: value('countryCode'),
      ...optional('phone'),
    });
    setSubmitting(false);
  }

  const field = (name: FieldName, autoComplete: string, props: { required?: boolean } = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(`addresses.${name}`)}
      autoComplete={autoComplete}
      defaultValue={(address?.[name as keyof Address] as string | undefined) ?? ''}
      error={errors[name]}
      {...props}
    />
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
      <Select
        id={`${id}-type`}
        name="approachType"
        label={t('addresses.type')}
        value={type}
        onChange={(event) => setType(event.target.value === 'B' ? 'B' : 'S')}
        options={[
          { value: 'S', label: t('addresses.typeS') },
          { value: 'B', label: t('addresses.typeB') },
        ]}
      />
      <div className={styles.row}>
        <TextField
          ref={first}
          id={`${id}-firstName`}
          name="firstName"
          label={t('addresses.firstName')}
          autoComplete="given-name"
          defaultValue={address?.firstName ?? ''}
          error={errors.firstName}
          required
        />
        {field('lastName', 'family-name', { required: true })}
      </div>
      {field('addressLine1', 'address-line1', { required: true })}
      {field('addressLine2', 'address-line2')}
      <div className={styles.row}>
        {field('city', 'address-level2', { required: true })}
        {field('province', 'address-level1')}
        {field('postalCode', 'postal-code', { required: true })}
      </div>
      <Select
        id={`${id}-countryCode`}
        name="countryCode"
        label={t('addresses.countryCode')}
        autoComplete="country"
        defaultValue={address?.countryCode ?? countries[0]?.code ?? ''}
        error={errors.countryCode}
        required
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      {field('phone', 'tel')}
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
          name="main"
          label={t('addresses.setMain')}
          defaultChecked={address?.main ?? false}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {t('addresses.save')}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
