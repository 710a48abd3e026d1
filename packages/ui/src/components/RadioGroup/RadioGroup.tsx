import { clsx } from 'clsx';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { box, label as optionLabel, row, text } from '../Checkbox/Checkbox.css';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldError,
  fieldControlProps,
  RequiredMarker,
  useFieldIds,
} from '../Field';
import { field, label as legendStyle } from '../Field/Field.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './RadioGroup.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. `label` is the legend. */
export interface RadioGroupProps extends FieldBaseProps {
  /** The radios' shared name (what `register('x')` gives). */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value (e.g. `Controller`'s `field.value`). */
  value?: string | undefined;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Receives every radio input (a callback ref, as `register` gives) or the first one. */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/**
 * A group of radio buttons in a `fieldset` with a `legend` (role `radiogroup`, carrying
 * `aria-required`, `aria-invalid` and `aria-describedby`). Works with `register('x')` spread on
 * it, or `Controller` (`value`/`onChange`).
 */
export function RadioGroup({
  id,
  name,
  label,
  description,
  error,
  required,
  disabled,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const {
    id: groupId,
    disabled: groupDisabled,
    ...aria
  } = fieldControlProps(ids, {
    description,
    error,
    required,
    disabled,
  });
  const setRef = (index: number) => (el: HTMLInputElement | null) => {
    if (typeof ref === 'function') ref(el);
    else if (ref && index === 0) ref.current = el;
  };
  return (
    <fieldset
      id={groupId}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset with the radiogroup role keeps the legend and allows aria-required/aria-invalid.
      role="radiogroup"
      disabled={groupDisabled}
      className={clsx(field, className)}
      {...aria}
    >
      <legend className={clsx(legendStyle, hideLabel && visuallyHidden)}>
        {label}
        {required && <RequiredMarker />}
      </legend>
      {description && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          const optionDescriptionId = `${optionId}-description`;
          return (
            <div key={option.value} className={row}>
              <input
                ref={setRef(index)}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                className={box}
                onChange={onChange}
                onBlur={onBlur}
                aria-describedby={option.description ? optionDescriptionId : undefined}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
              />
              <div className={text}>
                <label
                  htmlFor={optionId}
                  className={optionLabel}
                  data-disabled={disabled || option.disabled}
                >
                  {option.label}
                </label>
                {option.description && (
                  <FieldDescription id={optionDescriptionId}>{option.description}</FieldDescription>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </fieldset>
  );
}
