import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Field.css';

/** Props every form field shares: label, description, error, required and disabled. */
export interface FieldBaseProps {
  /** Visible label (or the accessible name only, with `hideLabel`). */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message (e.g. react-hook-form's `errors.x?.message`); sets `aria-invalid` and is announced. */
  error?: string | undefined;
  /** Marks the field required: a visual `*` and `aria-required`. Validation stays with the form. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/** The ids of a field's parts, derived from one control id. */
export interface FieldIds {
  controlId: string;
  descriptionId: string;
  errorId: string;
}

/** The ids of a field's control, description and error; `id` wins when given. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated.replace(/:/g, '')}`;
  return {
    controlId,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
  };
}

/** The ARIA attributes of a field's control (spread on the input, select or fieldset). */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  disabled?: boolean;
}

/** The ARIA attributes linking a control to its description and error. */
export function fieldControlProps(
  ids: FieldIds,
  { description, error, required, disabled }: Omit<FieldBaseProps, 'label'>,
): FieldControlProps {
  const describedBy = [description ? ids.descriptionId : '', error ? ids.errorId : '']
    .filter(Boolean)
    .join(' ');
  const props: FieldControlProps = { id: ids.controlId };
  if (error) props['aria-invalid'] = true;
  if (describedBy) props['aria-describedby'] = describedBy;
  if (required) props['aria-required'] = true;
  if (disabled) props.disabled = true;
  return props;
}

/** What a field component hands to {@link Field}: the control's id and the field's props. */
export type FieldFrameProps = FieldBaseProps & { id?: string | undefined };

const frameKeys: ReadonlySet<string> = new Set<keyof FieldFrameProps>([
  'id',
  'label',
  'description',
  'error',
  'required',
  'disabled',
  'hideLabel',
]);

/**
 * Splits a field component's props into the frame's, for {@link Field} (the control's id,
 * label, description, error, required, disabled, hideLabel), and the rest, for the control
 * (`ref` included). `disabled` reaches the control through {@link fieldControlProps}.
 */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [Pick<P, keyof FieldFrameProps>, Omit<P, keyof FieldFrameProps>] {
  const frame: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props))
    (frameKeys.has(key) ? frame : rest)[key] = value;
  return [frame as Pick<P, keyof FieldFrameProps>, rest as Omit<P, keyof FieldFrameProps>];
}

/** The `*` after a required field's label; hidden from assistive technology (it reads `aria-required`). */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

/** A field's description paragraph. */
export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}

/** A field's error message, announced when it appears (`role="alert"`). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert">
      <Icon name="error" size="sm" />
      {children}
    </p>
  );
}

/** Props of {@link Field}. */
export interface FieldProps extends FieldBaseProps {
  /** The control's id; generated when absent. */
  id?: string | undefined;
  className?: string;
  /** Renders the control with the ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The shared frame of a form field: label (with required marker), description, the control
 * and its error message, with the control's `aria-invalid`, `aria-describedby` and
 * `aria-required` computed. Used by TextField, PasswordField, Select, DateField and PhoneField.
 */
export function Field({ id, className, children, label, hideLabel, ...base }: FieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={clsx(styles.label, hideLabel && visuallyHidden)}>
        {label}
        {base.required && <RequiredMarker />}
      </label>
      {base.description && (
        <FieldDescription id={ids.descriptionId}>{base.description}</FieldDescription>
      )}
      {children(fieldControlProps(ids, base))}
      {base.error && <FieldError id={ids.errorId}>{base.error}</FieldError>}
    </div>
  );
}
