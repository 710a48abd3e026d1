import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps, splitFieldProps } from '../Field';
import { control } from '../Field/Field.css';

/** Props of {@link TextField}: the input's own props (incl. `ref`) plus the field's. */
export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'children' | 'required'>,
    FieldBaseProps {}

/**
 * A labelled single-line text input for react-hook-form: spread `register('name')` on it (the
 * `ref` reaches the input) or pass `Controller`'s `field`. Shows description and error with
 * `aria-describedby`, `aria-invalid` and `aria-required`. Does no validation itself; use the
 * generic `messages` (spec 3 §5) in the form's schema.
 */
export function TextField(props: TextFieldProps) {
  const [frame, { className, type = 'text', ...input }] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => <input type={type} {...input} {...aria} className={clsx(control, className)} />}
    </Field>
  );
}
