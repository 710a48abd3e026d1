'use client';

import type { Country, CountryI18n } from '@storefront/api-contract';
import { Button, formatMoney, RadioGroup, TextField } from '@storefront/ui';
import { useState } from 'react';
import {
  type AddressFormValues,
  addressOfValues,
  addressValues,
  emailPattern,
} from '../../checkout-flow/addressForm';
import { placeError } from '../../checkout-flow/errorPlacement';
import { type CheckoutLabels, checkoutLabels } from '../../checkout-flow/labels';
import type { CheckoutActions, CheckoutData, CheckoutFailure } from '../../checkout-flow/types';
import { CheckoutAddressFields } from '../CheckoutAddress/CheckoutAddressFields';
import { useAddressForm } from '../CheckoutAddress/useAddressForm';
import * as styles from './CheckoutShipping.css';
import { PickupInStore } from './PickupInStore';
import { methodLabel, needsAddress, shipmentName, usedShipments } from './shipmentInfo';

/** Contact of the person picking up (configured locales only, spec 1 §5). */
export interface PickupContact {
  email: string;
  phone: string;
}

/** Props of {@link CheckoutShipping}. */
export interface CheckoutShippingProps {
  data: CheckoutData;
  /** Shipping countries of the country list (`type=shipping`). */
  countries: readonly Country[];
  /** i18n data by country (rules, provinces, phone codes). */
  countryData: Record<string, CountryI18n>;
  /** Site region ('NORA', 'EMEA'). */
  region: string;
  /** The site's country, the address form's default. */
  siteCountry: string;
  /** BCP 47 tag for prices, e.g. `en-US`. */
  locale: string;
  /** Store names by id for pickup and ship-to-store shipments. */
  storeNames?: Record<string, string>;
  /** Stores offering pickup for the home shipment's "pick up in store instead". */
  pickupStores?: readonly { id: string; name: string }[];
  /** Store pickup email and phone are asked for (configured locales, spec 1 §5). */
  pickupContactRequired?: boolean;
  actions: Pick<CheckoutActions, 'validateAddress' | 'setShippingAddress' | 'setShippingMethod'>;
  /** A call answered a new basket (method change). */
  onData(data: CheckoutData): void;
  /** The step is done: go to billing. */
  onContinue(data: CheckoutData, pickupContact?: PickupContact): void;
  /** A failure that is not at a field (shown at the top by the flow). */
  onFailure(failure: CheckoutFailure): void;
  labels?: CheckoutLabels;
}

/**
 * The shipping step (spec 1 §2, §4): the shipping address (per-country rules, phone
 * normalisation; the address validation call before it is saved, its CHK320 / CHK380 /
 * SHP410 / SHP500 / PAY401 shown at the field), the shipping method of each shipment with
 * delivery times and prices (fastest first), the store of pickup and ship-to-store shipments,
 * and the pickup contact fields where configured.
 */
export function CheckoutShipping({
  data,
  countries,
  countryData,
  region,
  siteCountry,
  locale,
  storeNames = {},
  pickupStores = [],
  pickupContactRequired = false,
  actions,
  onData,
  onContinue,
  onFailure,
  labels = checkoutLabels,
}: CheckoutShippingProps) {
  const { basket } = data;
  const shipments = usedShipments(basket);
  const home = basket.shipments.find((s) => s.shipmentId === 'me');
  const addressNeeded = shipments.some((s) => needsAddress(s.shipment.shipmentId));
  const hasPickup = shipments.some((s) => /^(pickup|pudo)-/.test(s.shipment.shipmentId));
  const form = useAddressForm(
    { countryData, region },
    addressValues(home?.shippingAddress, siteCountry),
  );
  const [busy, setBusy] = useState(false);
  const [contact, setContact] = useState<PickupContact>({ email: '', phone: '' });
  const [contactErrors, setContactErrors] = useState<Partial<PickupContact>>({});
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);

  const fail = (failure: CheckoutFailure) => {
    const placement = placeError(failure.code, 'shipping', failure.serverMessage);
    if (placement.kind === 'shippingField') {
      form.setError(
        placement.field as keyof AddressFormValues,
        { message: failure.message },
        {
          shouldFocus: true,
        },
      );
    } else onFailure(failure);
  };

  const checkContact = (): boolean => {
    if (!pickupContactRequired || !hasPickup) return true;
    const errors: Partial<PickupContact> = {};
    if (!emailPattern.test(contact.email.trim()))
      errors.email = contact.email.trim() ? 'Email is not valid' : 'This field is required';
    if (contact.phone.replace(/\D/g, '').length < 7)
      errors.phone = 'A valid phone number is required';
    setContactErrors(errors);
    return Object.keys(errors).length === 0;
  };
  const pickup = pickupContactRequired && hasPickup ? contact : undefined;

  const submitAddress = form.handleSubmit(async (values) => {
    if (!checkContact()) return;
    setBusy(true);
    try {
      const address = addressOfValues(values);
      const validation = await actions.validateAddress(address);
      if (!validation.ok) return fail(validation);
      const saved = await actions.setShippingAddress(address);
      if (!saved.ok) return fail(saved);
      onContinue(saved, pickup);
    } finally {
      setBusy(false);
    }
  });

  const continueWithoutAddress = () => {
    if (checkContact()) onContinue(data, pickup);
  };

  const changeMethod = async (shippingId: string, code: string, storeId?: string) => {
    setBusy(true);
    try {
      const result = await actions.setShippingMethod({
        shippingId,
        code,
        ...(storeId ? { storeId } : {}),
      });
      if (result.ok) onData(result);
      else onFailure(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={labels.steps.shipping}
      onSubmit={
        addressNeeded
          ? submitAddress
          : (e) => {
              e.preventDefault();
              continueWithoutAddress();
            }
      }
    >
      {shipments.map(({ shipment, items }) => {
        const methods =
          data.shippingMethods.find((m) => m.shippingId === shipment.shipmentId)
            ?.applicableShippingMethods ?? [];
        const name = shipmentName(shipment, (id) => storeNames[id] ?? id, labels);
        const selectable = needsAddress(shipment.shipmentId) && methods.length > 1;
        return (
          <section key={shipment.shipmentId} className={styles.section} aria-label={name}>
            <h2 className={styles.sectionTitle}>{name}</h2>
            <ul className={styles.shipmentItems}>
              {items.map((item) => (
                <li key={item.id}>
                  {item.name} · {labels.qty(item.qty)}
                </li>
              ))}
            </ul>
            {selectable ? (
              <RadioGroup
                name={`method-${shipment.shipmentId}`}
                label={labels.delivery}
                value={shipment.shippingMethod?.code ?? ''}
                disabled={busy}
                options={methods.map((m) => ({
                  value: m.code,
                  label: methodLabel(m, money, labels),
                }))}
                onChange={(e) => void changeMethod(shipment.shipmentId, e.target.value)}
              />
            ) : (
              shipment.shippingMethod && (
                <p className={styles.methodText}>
                  {methodLabel(shipment.shippingMethod, money, labels)}
                </p>
              )
            )}
            {shipment.shipmentId === 'me' && (
              <PickupInStore
                stores={pickupStores}
                busy={busy}
                labels={labels}
                onPick={(storeId) => void changeMethod('me', 'pickup', storeId)}
              />
            )}
          </section>
        );
      })}
      {addressNeeded && (
        <section className={styles.section} aria-labelledby="checkout-shipping-address">
          <h2 id="checkout-shipping-address" className={styles.sectionTitle}>
            {labels.shippingAddress}
          </h2>
          <CheckoutAddressFields
            form={form}
            idPrefix="shipping"
            countries={countries}
            countryData={countryData}
            region={region}
            labels={labels}
          />
        </section>
      )}
      {pickupContactRequired && hasPickup && (
        <section className={styles.section} aria-labelledby="checkout-pickup-contact">
          <h2 id="checkout-pickup-contact" className={styles.sectionTitle}>
            {labels.pickupContact}
          </h2>
          <TextField
            id="pickup-email"
            label={labels.pickupEmail}
            type="email"
            autoComplete="email"
            required
            value={contact.email}
            error={contactErrors.email}
            onChange={(e) => setContact({ ...contact, email: e.target.value })}
          />
          <TextField
            id="pickup-phone"
            label={labels.pickupPhone}
            type="tel"
            autoComplete="tel"
            required
            value={contact.phone}
            error={contactErrors.phone}
            onChange={(e) => setContact({ ...contact, phone: e.target.value })}
          />
        </section>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {labels.continueToBilling}
        </Button>
      </div>
    </form>
  );
}
