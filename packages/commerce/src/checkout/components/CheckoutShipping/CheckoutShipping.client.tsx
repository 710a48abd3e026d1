'use client';

import { Button, Card, Checkbox, formatMoney, Inline, useManagedDialog } from '@storefront/ui';
import { useState } from 'react';
import { commerceDialogs } from '../../../cart/cartDialogs';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import { StorePicker } from '../../../stores/components/StorePicker/StorePicker.client';
import {
  type ContactField,
  contactFields,
  deliveryChoices,
  emptyContact,
  type PickupContactValues,
  type StoreDeliveryCode,
  shipmentKind,
  shipmentPlaceId,
  validateContact,
} from '../../flow/delivery';
import { placeError } from '../../flow/errorPlacement';
import { addressRequestOf, newChoice } from '../../flow/savedAccount';
import type { CheckoutData, CheckoutFailure, DeliveryPlace } from '../../flow/types';
import { SavedAddressChoice } from '../CheckoutAccount/SavedAddressChoice.client';
import { useRefusedAddressField, useSavedAddress } from '../CheckoutAccount/useSavedAddress.client';
import { CheckoutAddressFields } from '../CheckoutAddress/CheckoutAddressFields.client';
import { useAddressForm } from '../CheckoutAddress/useAddressForm.client';
import * as styles from './CheckoutShipping.css';
import type { CheckoutShippingProps, PickupContact } from './CheckoutShippingProps';
import { PickupContactFields } from './PickupContactFields.client';
import { ShipmentDelivery } from './ShipmentDelivery.client';
import { saveCollectionAddresses } from './saveCollection';
import { keepsUnusedHomeAddress, needsAddress, shipmentName, usedShipments } from './shipmentInfo';

type Picker = {
  shipmentId: string;
  code: StoreDeliveryCode;
  items: { productId: string; qty: number }[];
  current?: { id: string; name: string };
};

/**
 * The shipping step (spec 1 §2, §4, §5, §7): per shipment every delivery the API offers —
 * home methods with price and delivery time (fastest first), pickup in store, ship to store
 * and collection point chosen in the {@link StorePicker} (POST /cart/v1/shippingMethod with
 * the store or collection point), digital items by e-mail (no address). The shipping address
 * (per-country rules, address validation call first; CHK320 / CHK380 / SHP410 / SHP500 /
 * PAY401 at the field) when a shipment goes to an address; the pickup contact of configured
 * locales, sent with the store's / collection point's address (POST …/shippingAddress,
 * context COLLECTION). A signed-in shopper chooses one of the saved shipping addresses or
 * types a new one and may save it to the address book (`account`, spec 2 §3, §4).
 */
export function CheckoutShipping({
  data,
  countries,
  countryData,
  region,
  siteCountry,
  locale,
  storeNames = {},
  storeServices = { pickup: false, sts: false },
  places = {},
  onPlaceChosen,
  pickupContactRequired = false,
  contact: keptContact,
  onContactChange,
  actions,
  onData,
  onContinue,
  onFailure,
  account,
  labels: ownLabels,
}: CheckoutShippingProps) {
  const labels = useCheckoutLabels(ownLabels);
  const { basket } = data;
  const shipments = usedShipments(basket);
  const home = basket.shipments.find((s) => s.shipmentId === 'me');
  const homeMethods =
    data.shippingMethods.find((m) => m.shippingId === 'me')?.applicableShippingMethods ??
    home?.applicableShippingMethods ??
    [];
  const addressNeeded = shipments.some((s) => needsAddress(s.shipment.shipmentId));
  const storeCodes = shipments.map((s) => shipmentKind(s.shipment.shipmentId));
  const fields = contactFields(storeCodes, pickupContactRequired);
  const savedAddress = useSavedAddress({
    account,
    approachType: 'S',
    basketAddress: home?.shippingAddress,
    siteCountry,
  });
  const form = useAddressForm({ countryData, region, labels }, savedAddress.startValues);
  const typing = savedAddress.choice === newChoice;
  const offerSave = typing && Boolean(account && actions.saveAddress);
  const [busy, setBusy] = useState(false);
  const [ownContact, setOwnContact] = useState<PickupContactValues>(emptyContact);
  const contact = keptContact ?? ownContact;
  const setContact = onContactChange ?? setOwnContact;
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});
  // The store picker opens through the dialog manager (spec 1 §2) with its request.
  const pickerDialog = useManagedDialog<Picker>(commerceDialogs.storePicker);
  const picker = pickerDialog.open ? (pickerDialog.args as Picker) : null;
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);
  // A place found in the picker, a store of the site, or the name the basket carries.
  const nameOf = (id: string) =>
    places[id]?.name ??
    storeNames[id] ??
    basket.shipments.find((s) => s.storeId === id)?.storeName ??
    id;

  useRefusedAddressField(savedAddress, form);

  const fail = (failure: CheckoutFailure) => {
    const placement = placeError(failure.code, 'shipping', failure.serverMessage);
    if (placement.kind === 'shippingField') savedAddress.refuse(placement.field, failure.message);
    else onFailure(failure);
  };

  const checkContact = (): boolean => {
    const errors = validateContact(contact, fields);
    setContactErrors(errors);
    const first = fields.find((f) => errors[f]);
    if (first) document.getElementById(`pickup-${first}`)?.focus();
    return !first;
  };
  const pickup: PickupContact | undefined =
    fields.length > 0 ? { email: contact.email.trim(), phone: contact.phone.trim() } : undefined;

  /** Saves the store deliveries' addresses and contact, then continues. */
  const finish = async (current: CheckoutData) => {
    const saved = await saveCollectionAddresses(current, places, contact, fields, actions);
    if (!saved.ok) {
      const field = fields.find((f) => saved.serverMessage?.startsWith(f));
      if (field) setContactErrors({ [field]: saved.message });
      else if (saved.code === 'SHP410' && fields.includes('phone'))
        setContactErrors({ phone: saved.message });
      else onFailure(saved);
      return;
    }
    onContinue(saved, pickup);
  };

  const submitAddress = form.handleSubmit(async (values) => {
    if (!checkContact()) return;
    setBusy(true);
    try {
      const address = savedAddress.addressOf(values);
      const validation = await actions.validateAddress(address);
      if (!validation.ok) return fail(validation);
      const saved = await actions.setShippingAddress(address);
      if (!saved.ok) return fail(saved);
      if (offerSave && savedAddress.saveNew && actions.saveAddress) {
        // CCA400: already in the address book, nothing to do (spec 2 §8).
        const kept = await actions.saveAddress(addressRequestOf(address, 'S'));
        if (!kept.ok && kept.code !== 'CCA400') {
          onData(saved);
          return onFailure({ ...kept, message: labels.saved.addressSaveFailed });
        }
      }
      await finish(saved);
    } finally {
      setBusy(false);
    }
  }, savedAddress.onInvalid);

  const continueWithoutAddress = async () => {
    if (!checkContact()) return;
    setBusy(true);
    try {
      await finish(data);
    } finally {
      setBusy(false);
    }
  };

  const changeMethod = async (shippingId: string, code: string, storeId?: string) => {
    setBusy(true);
    try {
      const result = await actions.setShippingMethod({
        shippingId,
        code,
        ...(storeId ? { storeId } : {}),
      });
      if (!result.ok) return result;
      // No item goes home any more: the home address goes too (spec 1 §7 DELETE).
      if (keepsUnusedHomeAddress(result.basket) && actions.removeShippingAddress) {
        const removed = await actions.removeShippingAddress();
        onData(removed.ok ? removed : result);
        return result;
      }
      onData(result);
      return result;
    } finally {
      setBusy(false);
    }
  };

  const choosePlace = async (place: DeliveryPlace) => {
    if (!picker) return { ok: false as const, message: '' };
    const result = await changeMethod(picker.shipmentId, picker.code, place.id);
    if (!result.ok) return { ok: false as const, message: result.message };
    onPlaceChosen?.(place);
    return { ok: true as const };
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
              void continueWithoutAddress();
            }
      }
    >
      {shipments.map(({ shipment, items }) => {
        const methods =
          data.shippingMethods.find((m) => m.shippingId === shipment.shipmentId)
            ?.applicableShippingMethods ?? [];
        const kind = shipmentKind(shipment.shipmentId);
        const placeId = shipmentPlaceId(shipment);
        const place = placeId ? places[placeId] : undefined;
        const name = shipmentName(shipment, nameOf, labels);
        const openPicker = (code: StoreDeliveryCode) =>
          pickerDialog.show({
            shipmentId: shipment.shipmentId,
            code,
            items: items.map((i) => ({ productId: i.productId, qty: i.qty })),
            ...(placeId && code === kind
              ? { current: { id: placeId, name: nameOf(placeId) } }
              : {}),
          });
        return (
          <ShipmentDelivery
            key={shipment.shipmentId}
            shipment={shipment}
            items={items}
            name={name}
            choices={deliveryChoices(
              shipment.shipmentId,
              items,
              homeMethods,
              storeServices,
              methods,
            )}
            {...(place ? { place } : {})}
            busy={busy}
            money={money}
            {...(actions.searchPlaces ? { onPicker: openPicker } : {})}
            onMethod={(code) =>
              void changeMethod(shipment.shipmentId, code).then((r) => {
                if (!r.ok) onFailure(r);
              })
            }
            labels={labels}
          />
        );
      })}
      {addressNeeded && (
        <Card as="section" display="grid" gap="sm" aria-labelledby="checkout-shipping-address">
          <h2 id="checkout-shipping-address" className={styles.sectionTitle}>
            {labels.shippingAddress}
          </h2>
          {savedAddress.saved.length > 0 && (
            <SavedAddressChoice
              name="shipping-saved"
              addresses={savedAddress.saved}
              value={savedAddress.choice}
              onChange={(next) => savedAddress.choose(next, form)}
              labels={labels}
            />
          )}
          {typing && (
            <CheckoutAddressFields
              form={form}
              idPrefix="shipping"
              countries={countries}
              countryData={countryData}
              region={region}
              labels={labels}
            />
          )}
          {offerSave && (
            <Checkbox
              id="shipping-save-address"
              label={labels.saved.saveAddress}
              checked={savedAddress.saveNew}
              onChange={(e) => savedAddress.setSaveNew(e.target.checked)}
            />
          )}
        </Card>
      )}
      <PickupContactFields
        fields={fields}
        values={contact}
        errors={contactErrors}
        onChange={setContact}
        labels={labels}
      />
      <Inline gap="sm">
        <Button type="submit" loading={busy}>
          {labels.continueToBilling}
        </Button>
      </Inline>
      {picker && actions.searchPlaces && (
        <StorePicker
          open
          onOpenChange={(open) => {
            if (!open) pickerDialog.close();
          }}
          code={picker.code}
          items={picker.items}
          search={actions.searchPlaces}
          {...(picker.current ? { current: picker.current } : {})}
          initialQuery={home?.shippingAddress?.postalCode ?? ''}
          onChoose={choosePlace}
          labels={labels}
        />
      )}
    </form>
  );
}
