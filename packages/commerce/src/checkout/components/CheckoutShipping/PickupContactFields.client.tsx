'use client';

import { Card, TextField } from '@storefront/ui';
import type { ContactField, PickupContactValues } from '../../flow/delivery';
import type { CheckoutLabels } from '../../flow/labels';
import * as styles from './CheckoutShipping.css';

/**
 * The pickup contact of store deliveries (spec 1 §5, configured locales): the e-mail for a
 * store pickup or ship to store; the contact name, e-mail and phone for a collection point.
 * Controlled; the messages come from `validateContact`.
 */
export function PickupContactFields({
  fields,
  values,
  errors,
  onChange,
  labels,
}: {
  fields: readonly ContactField[];
  values: PickupContactValues;
  errors: Partial<Record<ContactField, string>>;
  onChange(values: PickupContactValues): void;
  labels: CheckoutLabels;
}) {
  if (fields.length === 0) return null;
  const meta: Record<ContactField, { label: string; type: string; autoComplete: string }> = {
    firstName: { label: labels.pickupFirstName, type: 'text', autoComplete: 'given-name' },
    lastName: { label: labels.pickupLastName, type: 'text', autoComplete: 'family-name' },
    email: { label: labels.pickupEmail, type: 'email', autoComplete: 'email' },
    phone: { label: labels.pickupPhone, type: 'tel', autoComplete: 'tel' },
  };
  return (
    <Card as="section" display="grid" gap="sm" aria-labelledby="checkout-pickup-contact">
      <h2 id="checkout-pickup-contact" className={styles.sectionTitle}>
        {labels.pickupContact}
      </h2>
      {fields.map((field) => (
        <TextField
          key={field}
          id={`pickup-${field}`}
          label={meta[field].label}
          type={meta[field].type}
          autoComplete={meta[field].autoComplete}
          required
          value={values[field]}
          error={errors[field]}
          onChange={(e) => onChange({ ...values, [field]: e.target.value })}
        />
      ))}
    </Card>
  );
}
