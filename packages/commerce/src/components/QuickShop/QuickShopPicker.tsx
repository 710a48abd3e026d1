'use client';

import type { ProductAttribute } from '@storefront/api-contract';
import { VisuallyHidden } from '@storefront/ui';
import { useId } from 'react';
import * as styles from './QuickShop.css';

/** Props of {@link QuickShopPicker}. */
export interface QuickShopPickerProps {
  attribute: ProductAttribute;
  value?: string;
  onChange(value: string): void;
  /** Whether the option, with the other choices, leads to stock. */
  inStock(value: string): boolean;
  /** Words for an option without stock. */
  unavailableLabel: string;
}

/**
 * One attribute of the quick-shop (spec 3 §3 attributes): a radio group (arrow keys move the
 * choice, as native radios do) drawn as chips, colour options with their swatch. Options
 * without stock stay choosable (to see the state or ask to be notified) and say so.
 */
export function QuickShopPicker({
  attribute,
  value,
  onChange,
  inStock,
  unavailableLabel,
}: QuickShopPickerProps) {
  const name = useId();
  const chosen = attribute.options.find((o) => o.value === value);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {attribute.label}
        {chosen ? `: ${chosen.label}` : ''}
      </legend>
      <div className={styles.options}>
        {attribute.options.map((option) => {
          const id = `${name}-${option.id}`;
          const stock = inStock(option.value);
          return (
            <span key={option.id}>
              <input
                className={styles.radio}
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <label
                htmlFor={id}
                className={styles.chip}
                data-unavailable={stock ? undefined : 'true'}
              >
                {option.swatch && (
                  <span
                    className={styles.swatch}
                    style={{ background: option.swatch }}
                    aria-hidden="true"
                  />
                )}
                {option.label}
                {!stock && <VisuallyHidden>, {unavailableLabel}</VisuallyHidden>}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
