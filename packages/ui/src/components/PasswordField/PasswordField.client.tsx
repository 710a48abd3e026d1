'use client';

import { clsx } from 'clsx';
import { type ChangeEvent, useId, useState } from 'react';
import { Field, splitFieldProps } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import type { TextFieldProps } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordField.css';
import {
  type PasswordRule,
  passwordHints,
  passwordRuleOrder,
  passwordRules,
} from './passwordRules';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Shows the hint list of spec 3 §5 under the input, each rule met or not as the user types (default true). */
  showHints?: boolean;
  /** Accessible name of the show/hide toggle (a toggle button: `aria-pressed` tells its state). */
  toggleLabel?: string;
  /** Accessible name of the hint list. */
  hintsLabel?: string;
  /** The hint list's words, one line per rule (default {@link passwordHints}, English). */
  hints?: Readonly<Record<PasswordRule, string>>;
  /** Read after a met hint by screen readers (default ' (met)'). */
  metLabel?: string;
  /** Read after an unmet hint by screen readers (default ' (not met)'). */
  notMetLabel?: string;
}

/**
 * A password input with a show/hide toggle and the hint list "eight or more characters, one
 * uppercase, one lowercase, one number" (spec 3 §5, rules of spec 1 §5), each hint marked
 * met/unmet as the user types. Works with `register()` (uncontrolled; the field tracks what
 * is typed through `onChange`) and with `Controller` (controlled `value`).
 */
export function PasswordField(props: PasswordFieldProps) {
  const [
    frame,
    {
      className,
      showHints = true,
      toggleLabel = 'Show password',
      hintsLabel = 'Password requirements',
      hints = passwordHints,
      metLabel = ' (met)',
      notMetLabel = ' (not met)',
      onChange,
      ...input
    },
  ] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState(String(input.defaultValue ?? ''));
  const value = input.value === undefined ? typed : String(input.value);
  const met = passwordRules(value);
  const hintsId = `${useId().replace(/:/g, '')}-hints`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };

  return (
    <Field {...frame}>
      {(aria) => (
        <>
          <div className={styles.inputWrap}>
            <input
              autoComplete="current-password"
              {...input}
              {...aria}
              aria-describedby={
                [aria['aria-describedby'], showHints ? hintsId : ''].filter(Boolean).join(' ') ||
                undefined
              }
              type={visible ? 'text' : 'password'}
              onChange={handleChange}
              className={clsx(control, styles.input, className)}
            />
            <IconButton
              label={toggleLabel}
              icon={visible ? 'eye-off' : 'eye'}
              size="sm"
              className={styles.toggle}
              aria-pressed={visible}
              aria-controls={aria.id}
              disabled={frame.disabled}
              onClick={() => setVisible((v) => !v)}
            />
          </div>
          {showHints && (
            <ul id={hintsId} className={styles.hints} aria-label={hintsLabel}>
              {passwordRuleOrder.map((rule) => (
                <li key={rule} className={styles.hint} data-met={met[rule]} data-rule={rule}>
                  <Icon name={met[rule] ? 'check' : 'minus'} size="sm" />
                  {hints[rule]}
                  <VisuallyHidden>{met[rule] ? metLabel : notMetLabel}</VisuallyHidden>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
