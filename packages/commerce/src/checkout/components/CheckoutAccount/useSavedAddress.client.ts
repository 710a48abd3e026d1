'use client';

import type { CheckoutAddress } from '@storefront/api-contract';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  type AddressFormValues,
  addressOfValues,
  addressValues,
  emptyAddress,
} from '../../flow/addressForm';
import {
  addressesOfType,
  type CheckoutAccount,
  checkoutAddressOf,
  initialAddressChoice,
  newChoice,
  type SavedChoice,
} from '../../flow/savedAccount';

/** What {@link useSavedAddress} answers. */
export interface SavedAddressState {
  /** The saved addresses of the type, main first (none for a guest). */
  saved: ReturnType<typeof addressesOfType>;
  /** The chosen saved address id, or `new` (the address fields are shown). */
  choice: SavedChoice;
  /** The values the step's address form starts with (the chosen address's, or the basket's). */
  startValues: AddressFormValues;
  /** Chooses a saved address (the form takes its values) or `new` (an empty form). */
  choose(next: SavedChoice, form: UseFormReturn<AddressFormValues>): void;
  /** "Save to my addresses" is ticked (a new address only). */
  saveNew: boolean;
  setSaveNew(save: boolean): void;
  /** The call body of the form's values: a saved address keeps its `addressId`. */
  addressOf(values: AddressFormValues): CheckoutAddress;
  /**
   * The form refused a saved address (a field its country needs is missing, e.g. the phone):
   * its fields are shown, filled, with the messages, to complete it.
   */
  onInvalid(): void;
  /**
   * The API refused the address at a field (CHK320, SHP410…): the fields are shown and the
   * message goes to the field once they are (see {@link useRefusedAddressField}).
   */
  refuse(field: string, message: string): void;
  /** A refusal waiting for the fields to show. */
  refused: { field: string; message: string } | null;
  /** The refusal was shown at its field. */
  clearRefused(): void;
}

/**
 * The saved-address choice of a checkout step for a signed-in shopper (spec 2 §3 "Address",
 * §4): the step starts from the saved address the basket has, else the main
 * one; choosing one fills the step's form with it and the account's e-mail (the fields stay
 * hidden); `new` shows the fields and offers "save to my addresses".
 */
export function useSavedAddress({
  account,
  approachType,
  basketAddress,
  siteCountry,
}: {
  account: CheckoutAccount | undefined;
  approachType: 'S' | 'B';
  basketAddress: Partial<CheckoutAddress> | undefined;
  siteCountry: string;
}): SavedAddressState {
  const saved = useMemo(() => addressesOfType(account, approachType), [account, approachType]);
  const [initial] = useState<SavedChoice>(() => initialAddressChoice(saved, basketAddress));
  const [choice, setChoice] = useState<SavedChoice>(initial);
  const [saveNew, setSaveNew] = useState(false);
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  const valuesOf = (id: SavedChoice): AddressFormValues => {
    const address = saved.find((a) => a.id === id);
    if (address && account)
      return addressValues(checkoutAddressOf(address, account.email), siteCountry);
    // A guest, or an address typed before: as the basket has it (the step's usual start).
    if (!account || (basketAddress?.addressLine1 && !saved.some((a) => a.id === initial)))
      return addressValues(basketAddress, siteCountry);
    return { ...emptyAddress(siteCountry), email: account.email };
  };
  const [startValues] = useState(() => valuesOf(choice));
  return {
    saved,
    choice,
    startValues,
    choose: (next, form) => {
      setChoice(next);
      form.reset(valuesOf(next));
    },
    saveNew,
    setSaveNew,
    addressOf: (values) =>
      choice === newChoice
        ? addressOfValues(values)
        : { ...addressOfValues(values), addressId: choice },
    onInvalid: () => setChoice(newChoice),
    refuse: (field, message) => {
      setChoice(newChoice);
      setRefused({ field, message });
    },
    refused,
    clearRefused: () => setRefused(null),
  };
}

/**
 * Puts a refusal of {@link SavedAddressState.refuse} at its field once the address fields are
 * shown (a field that is not rendered cannot take the message or the focus).
 */
export function useRefusedAddressField(
  state: SavedAddressState,
  form: UseFormReturn<AddressFormValues>,
): void {
  const { choice, refused, clearRefused } = state;
  useEffect(() => {
    if (choice !== newChoice || !refused) return;
    form.setError(
      refused.field as keyof AddressFormValues,
      { message: refused.message },
      { shouldFocus: true },
    );
    clearRefused();
  }, [choice, refused, clearRefused, form]);
}
