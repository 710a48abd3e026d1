import { messages } from '../../forms/messages';

/** Date formats a {@link DateField} accepts: day, month and year order with a separator. */
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD' | 'DD.MM.YYYY';

/** The calendar parts of a date. `month` is 1-12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/**
 * Parses `value` written in `format` into its calendar parts.
 * @returns the parts, or `null` when the value does not match the format or is not a real
 * calendar date (e.g. 02/30/2024, 13/01/2024; leap years are honoured).
 */
export function parseDate(value: string, format: DateFormat): DateParts | null {
  const tokens = format.split(/[^A-Z]+/);
  const separator = format.match(/[^A-Z]/)?.[0] ?? '/';
  const parts = value.trim().split(separator);
  if (parts.length !== tokens.length) return null;
  const out: Partial<DateParts> = {};
  for (const [i, token] of tokens.entries()) {
    const part = parts[i] ?? '';
    if (!/^\d+$/.test(part) || part.length !== token.length) return null;
    const n = Number(part);
    if (token === 'YYYY') out.year = n;
    else if (token === 'MM') out.month = n;
    else if (token === 'DD') out.day = n;
  }
  const { year, month, day } = out;
  if (year === undefined || month === undefined || day === undefined) return null;
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

/**
 * Whether `value` is a real calendar date written in `format` (spec 1 §5 "Date").
 * Digits must be zero-padded to the format's width (`3/1/2024` does not match `MM/DD/YYYY`).
 */
export function isValidDate(value: string, format: DateFormat): boolean {
  return parseDate(value, format) !== null;
}

/** The spec 1 §5 message for an invalid date: 'Date should match {format} and be a valid date.' */
export function dateMessage(format: DateFormat): string {
  return messages.date(format);
}
