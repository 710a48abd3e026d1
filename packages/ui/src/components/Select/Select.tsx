import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps, splitFieldProps } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import * as styles from './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: the native select's own props (incl. `ref`) plus the field's. */
export interface SelectProps
  extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'required' | 'multiple'>,
    FieldBaseProps {
  options: readonly SelectOption[];
  /** A first, empty choice (value ''), e.g. 'Select a province'; a required field fails on it. */
  placeholder?: string;
}

/**
 * A labelled native `<select>` (best keyboard and mobile behaviour, no script), for
 * react-hook-form `register('x')` or `Controller`.
 */
export function Select(props: SelectProps) {
  const [frame, { className, options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <div className={styles.wrap}>
          <select {...select} {...aria} className={clsx(control, styles.select, className)}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
