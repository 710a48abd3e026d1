import { TextField, type TextFieldProps } from '../TextField';
import type { DateFormat } from './date';

/** Props of {@link DateField}. */
export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'placeholder'> {
  /** The format the shopper types, e.g. 'MM/DD/YYYY' (en-US) or 'DD/MM/YYYY' (en-GB, fr-CA). */
  format: DateFormat;
}

/**
 * A date typed as text in a given `format` (spec 1 §5 "Date"). The format is the placeholder
 * and, unless a description is given, the description. Validate in the form with
 * `isValidDate(value, format)` and `dateMessage(format)`
 * ('Date should match {format} and be a valid date.').
 */
export function DateField({ format, description, ...props }: DateFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      maxLength={format.length}
      {...props}
      type="text"
      placeholder={format}
      description={description ?? `Format: ${format}`}
    />
  );
}
