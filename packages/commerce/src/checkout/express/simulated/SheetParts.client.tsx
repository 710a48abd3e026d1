'use client';

import { RadioGroup } from '@storefront/ui';
import type { ExpressLabels } from '../labels';
import type { ExpressSheetState } from '../types';
import { addressLine, formatAmount, type SimulatedAddress, totalsLines } from './addresses';
import * as styles from './Simulated.css';

/** The totals of the sheet (spec 3 §3 "Totals"). */
export function SheetTotals({
  sheet,
  labels,
  localeTag,
}: {
  sheet: ExpressSheetState;
  labels: ExpressLabels;
  localeTag: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="express-sheet-summary">
      <h3 id="express-sheet-summary" className={styles.heading}>
        {labels.sheet.summary}
      </h3>
      <dl className={styles.totals}>
        {totalsLines(sheet.totals).map(([key, amount]) => (
          <div key={key} className={styles.totalLine} data-total={key}>
            <dt className={key === 'total' ? styles.totalRow : undefined}>{labels.sheet[key]}</dt>
            <dd className={key === 'total' ? `${styles.amount} ${styles.totalRow}` : styles.amount}>
              {formatAmount(amount, sheet.totals.currency, localeTag)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const kindLabel = (kind: SimulatedAddress['kind'], labels: ExpressLabels) =>
  ({
    home: undefined,
    foreign: labels.sheet.foreignAddress,
    longCity: labels.sheet.longCityAddress,
    incomplete: labels.sheet.incompleteAddress,
  })[kind];

/** The address book of the simulated wallet or PayPal, one radio per address. */
export function AddressChoice({
  name,
  label,
  addresses,
  value,
  onChange,
  error,
  disabled,
  labels,
}: {
  name: string;
  label: string;
  addresses: SimulatedAddress[];
  value: string | undefined;
  onChange(id: string): void;
  error?: string | undefined;
  disabled?: boolean;
  labels: ExpressLabels;
}) {
  return (
    <RadioGroup
      name={name}
      label={label}
      value={value ?? ''}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      options={addresses.map((address) => ({
        value: address.id,
        label: addressLine(address.contact),
        description: kindLabel(address.kind, labels),
      }))}
    />
  );
}

/** The shipping methods of the chosen address (spec 3 §3 "Shipping methods"). */
export function MethodChoice({
  sheet,
  value,
  onChange,
  disabled,
  labels,
  localeTag,
}: {
  sheet: ExpressSheetState;
  value: string | undefined;
  onChange(code: string): void;
  disabled?: boolean;
  labels: ExpressLabels;
  localeTag: string;
}) {
  if (sheet.shippingMethods.length === 0) {
    return <p className={styles.notice}>{labels.sheet.noMethods}</p>;
  }
  return (
    <RadioGroup
      name="express-shipping-method"
      label={labels.sheet.shippingMethod}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      options={sheet.shippingMethods.map((method) => ({
        value: method.code,
        label: `${method.label} · ${formatAmount(method.amount, sheet.totals.currency, localeTag)}`,
        description: method.detail,
      }))}
    />
  );
}
