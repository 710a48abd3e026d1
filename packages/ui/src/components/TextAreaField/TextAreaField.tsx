import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps, splitFieldProps } from '../Field';
import * as styles from './TextAreaField.css';

/** Props of {@link TextAreaField}: the textarea's own props (incl. `ref`) plus the field's. */
export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'required'>,
    FieldBaseProps {}

/**
 * A labelled multi-line text input for react-hook-form, the `TextField` of long texts (a
 * review, a question, a message): spread `register('name')` on it (the `ref` reaches the
 * textarea). Shows description and error with `aria-describedby`, `aria-invalid` and
 * `aria-required`; does no validation itself (a length limit belongs in the form's schema, so
 * the error can say it, e.g. REV410).
 */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, { className, ...textarea }] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => <textarea {...textarea} {...aria} className={clsx(styles.textarea, className)} />}
    </Field>
  );
}
