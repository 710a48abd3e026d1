'use client';

import { clsx } from 'clsx';
import { type FocusEventHandler, type Ref, useState } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import { chevron, select, wrap } from '../Select/Select.css';
import * as styles from './PhoneField.css';
import {
  expectedDigitCount,
  formatWithMask,
  maskFor,
  nationalDigits,
  type PhoneCodeEntry,
  type PhoneRegion,
  parsePhone,
  toStoredPhone,
} from './phone';

/** Props of {@link PhoneField}. Values are stored numbers: '+' + dial code + digits. */
export interface PhoneFieldProps extends FieldBaseProps {
  /** The configured dial codes (spec 2 §3 "Phone code entry"); the first is the default. */
  entries: readonly PhoneCodeEntry[];
  /** 'NORA' (North America) picks the (XXX) XXX - XXXX default mask, else XXXX - XXXX - XXX. */
  region?: PhoneRegion;
  /** Country code (e.g. 'CA') selected when the value tells none. */
  defaultCountry?: string;
  /** Controlled stored value, e.g. '+14165550123' ('' when empty). */
  value?: string;
  defaultValue?: string;
  /** Called with the stored value on every change ('' when no digit is typed). */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  /** The number input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  /** Form name; a hidden input carries the stored value for native form posts. */
  name?: string;
  id?: string;
  /** Accessible name of the dial-code select. */
  dialCodeLabel?: string;
  className?: string;
}

interface PhoneState {
  country: string;
  national: string;
}

function stateFrom(
  value: string,
  entries: readonly PhoneCodeEntry[],
  region: PhoneRegion,
  fallback: string,
): PhoneState {
  if (!value) return { country: fallback, national: '' };
  const parsed = parsePhone(value, entries, region);
  return { country: parsed.entry?.code ?? fallback, national: parsed.national };
}

/**
 * A phone number as a dial-code select plus a number input masked by the dial code's mask
 * (spec 2 §5): only digits are kept, typing stops at the mask's digit count, a UK leading zero
 * is dropped, and the value is the stored form '+' + dial code + digits. Use with
 * react-hook-form's `Controller` (`{...field}`) and validate with `phoneError(value, entries,
 * region)` ('A valid phone number is required').
 */
export function PhoneField({
  entries,
  region = 'NORA',
  defaultCountry,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  ref,
  name,
  id,
  dialCodeLabel = 'Country code',
  className,
  label,
  description,
  error,
  required,
  disabled,
  hideLabel,
}: PhoneFieldProps) {
  const fallback = defaultCountry ?? entries[0]?.code ?? '';
  const [state, setState] = useState(() =>
    stateFrom(value ?? defaultValue, entries, region, fallback),
  );
  const [emitted, setEmitted] = useState(value ?? defaultValue);
  const entry = entries.find((e) => e.code === state.country);
  const dialCode = entry?.dialCode ?? '';
  const mask = maskFor(entry, region);
  const stored = state.national ? toStoredPhone(dialCode, state.national) : '';

  // A controlled value set from outside (e.g. a form reset) replaces what was typed.
  if (value !== undefined && value !== emitted) {
    setEmitted(value);
    setState(stateFrom(value, entries, region, fallback));
  }

  const update = (next: PhoneState) => {
    const nextEntry = entries.find((e) => e.code === next.country);
    const nextDial = nextEntry?.dialCode ?? '';
    const national = nationalDigits(next.national, nextDial).slice(
      0,
      expectedDigitCount(maskFor(nextEntry, region)),
    );
    const nextStored = national ? toStoredPhone(nextDial, national) : '';
    setState({ country: next.country, national });
    setEmitted(nextStored);
    onChange?.(nextStored);
  };

  return (
    <Field
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      className={className}
    >
      {(aria) => (
        <div className={styles.row}>
          <div className={clsx(wrap, styles.dialCode)}>
            <select
              aria-label={dialCodeLabel}
              value={state.country}
              disabled={disabled}
              onChange={(e) => update({ ...state, country: e.target.value })}
              onBlur={onBlur}
              className={clsx(control, select)}
            >
              {entries.map((e) => (
                <option key={e.code} value={e.code}>
                  {`${e.code} +${e.dialCode}`}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" className={chevron} />
          </div>
          <input
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...aria}
            placeholder={mask.replace(/X/g, '0')}
            value={formatWithMask(state.national, mask)}
            onChange={(e) => update({ ...state, national: e.target.value })}
            onBlur={onBlur}
            className={clsx(control, styles.number)}
            data-stored={stored}
          />
          {name && <input type="hidden" name={name} value={stored} />}
        </div>
      )}
    </Field>
  );
}
