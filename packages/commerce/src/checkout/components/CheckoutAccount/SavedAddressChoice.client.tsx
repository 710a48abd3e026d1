'use client';

import type { Address } from '@storefront/api-contract';
import { RadioGroup } from '@storefront/ui';
import type { CheckoutLabels } from '../../flow/labels';
import { newChoice, type SavedChoice } from '../../flow/savedAccount';

/** Props of {@link SavedAddressChoice}. */
export interface SavedAddressChoiceProps {
  /** The radios' name (one group per step: `shipping-saved`, `billing-saved`). */
  name: string;
  /** The saved addresses of the step's type, main first (`addressesOfType`). */
  addresses: readonly Address[];
  /** The chosen address id, or `new`. */
  value: SavedChoice;
  onChange(value: SavedChoice): void;
  labels: CheckoutLabels;
}

/** One line of an address: name, street, city, province and postal code, country. */
function addressLine(a: Address): string {
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.addressLine1,
    a.addressLine2,
    [a.city, a.province, a.postalCode].filter(Boolean).join(' '),
    a.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A signed-in shopper's saved addresses as choices of a checkout step (spec 2 §3 "Address",
 * §4 main flag): each as one line with its name (the main one marked), then
 * "A new address" (the step's address fields). Keyboard: the arrow keys move the choice.
 */
export function SavedAddressChoice({
  name,
  addresses,
  value,
  onChange,
  labels,
}: SavedAddressChoiceProps) {
  return (
    <RadioGroup
      name={name}
      label={labels.saved.addresses}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        ...addresses.map((a) => ({
          value: a.id,
          label: addressLine(a),
          ...(a.main ? { description: labels.saved.main } : {}),
        })),
        { value: newChoice, label: labels.saved.newAddress },
      ]}
    />
  );
}
