'use client';

import { clsx } from 'clsx';
import { type FocusEventHandler, type Ref, useState } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import { chevron, select, wrap } from '../Select/Select.css';
import * as styles from './PhoneField.css';

/**
 * One configured phone code entry (spec 2 §3 "Phone code entry"): dial code without '+'
 * (e.g. '44'), an optional mask where each `X` is one expected digit, and the country code.
 */
export interface PhoneCodeEntry {
  dialCode: string;
  mask?: string;
  code: string;
}

/** The site's region: 'NORA' is North America; anything else uses the international mask. */
export type PhoneRegion = 'NORA' | (string & {});

/**
 * The phone rules the field masks and stores with (spec 2 §5). `ui` imports nothing of ours,
 * so the host passes the one implementation: `phoneRules` from `@storefront/api-contract/phone`.
 */
export interface PhoneFieldRules {
  parsePhone(
    value: string,
    entries: readonly PhoneCodeEntry[],
    region?: PhoneRegion,
  ): { entry: PhoneCodeEntry | undefined; national: string };
  toStoredPhone(dialCode: string, national: string): string;
  nationalDigits(value: string, dialCode: string): string;
  maskFor(entry: PhoneCodeEntry | undefined, region: PhoneRegion): string;
  expectedDigitCount(mask: string): number;
  formatWithMask(digits: string, mask: string): string;
}

/** Props of {@link PhoneField}. Values are stored numbers: '+' + dial code + digits. */
export interface PhoneFieldProps extends FieldBaseProps {
  /** The phone rules: `phoneRules` from `@storefront/api-contract/phone`. */
  rules: PhoneFieldRules;
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
  rules: PhoneFieldRules,
  value: string,
  entries: readonly PhoneCodeEntry[],
  region: PhoneRegion,
  fallback: string,
): PhoneState {
  if (!value) return { country: fallback, national: '' };
  const parsed = rules.parsePhone(value, entries, region);
  return { country: parsed.entry?.code ?? fallback, national: parsed.national };
}

/**
 * A phone number as a dial-code select plus a number input masked by the dial code's mask
 * (spec 2 §5): only digits are kept, typing stops at the mask's digit count, a UK leading zero
 * is dropped, and the value is the stored form '+' + dial code + digits. Use with
 * react-hook-form's `Controller` (`{...field}`) and validate with `phoneError(value, entries,
 * region)` of `@storefront/api-contract/phone` ('A valid phone number is required').
 */
export function PhoneField({
  rules,
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
    stateFrom(rules, value ?? defaultValue, entries, region, fallback),
  );
  const [emitted, setEmitted] = useState(value ?? defaultValue);
  const entry = entries.find((e) => e.code === state.country);
  const dialCode = entry?.dialCode ?? '';
  const mask = rules.maskFor(entry, region);
  const stored = state.national ? rules.toStoredPhone(dialCode, state.national) : '';

  // A controlled value set from outside (e.g. a form reset) replaces what was typed.
  if (value !== undefined && value !== emitted) {
    setEmitted(value);
    setState(stateFrom(rules, value, entries, region, fallback));
  }

  const update = (next: PhoneState) => {
    const nextEntry = entries.find((e) => e.code === next.country);
    const nextDial = nextEntry?.dialCode ?? '';
    const national = rules
      .nationalDigits(next.national, nextDial)
      .slice(0, rules.expectedDigitCount(rules.maskFor(nextEntry, region)));
    const nextStored = national ? rules.toStoredPhone(nextDial, national) : '';
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
            value={rules.formatWithMask(state.national, mask)}
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
