import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { messages } from '../../forms/messages';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldError,
  fieldControlProps,
  RequiredMarker,
  useFieldIds,
} from '../Field';
import { field } from '../Field/Field.css';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}: the checkbox input's own props (incl. `ref`) plus the field's. */
export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'required'>,
    Omit<FieldBaseProps, 'hideLabel'> {}

/** The message for a required checkbox left unchecked (spec 3 §5 sign-up: terms, consent). */
export const requiredCheckboxMessage = messages.requiredCheckbox;

/**
 * A labelled checkbox for react-hook-form (`register('terms')` or `Controller` with
 * `checked`/`onChange`). A required checkbox shows `*`, sets `aria-required`, and its form
 * should fail with {@link requiredCheckboxMessage} when unchecked (spec 3 §5).
 */
export function Checkbox({
  id,
  label,
  description,
  error,
  required,
  disabled,
  className,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const aria = fieldControlProps(ids, { description, error, required, disabled });
  return (
    <div className={clsx(field, className)}>
      <div className={styles.row}>
        <input type="checkbox" {...input} {...aria} className={styles.box} />
        <div className={styles.text}>
          <label htmlFor={ids.controlId} className={styles.label} data-disabled={disabled}>
            {label}
            {required && <RequiredMarker />}
          </label>
          {description && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
          {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      </div>
    </div>
  );
}
