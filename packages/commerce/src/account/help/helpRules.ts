import { emailPattern } from '@storefront/api-contract';

/**
 * The help forms' input rules (spec 2 §7 POST /contactus and POST /consumer/warranty; spec 1
 * §5 e-mail and date rules; the contract's lengths): each check answers the fields that break
 * a rule, with the rule's key in the `help` namespace's `rules` group.
 */

/** A broken rule: its key in `help.rules` and the ICU values (`tooLong` takes `max`). */
export type HelpRule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'date' }
  | { rule: 'future' }
  | { rule: 'tooLong'; max: number };

/** Contact us values as typed. */
export interface ContactUsValues {
  categoryId: string;
  subjectId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  orderNumber: string;
  message: string;
}

/** Warranty request values as typed. */
export interface WarrantyValues {
  productId: string;
  purchaseDate: string;
  orderNumber: string;
  email: string;
  description: string;
}

function text(value: string, { required = false, max = 100 } = {}): HelpRule | undefined {
  const trimmed = value.trim();
  if (required && !trimmed) return { rule: 'required' };
  if (trimmed.length > max) return { rule: 'tooLong', max };
  return undefined;
}

function email(value: string): HelpRule | undefined {
  const trimmed = value.trim();
  if (!trimmed) return { rule: 'required' };
  return emailPattern.test(trimmed) && trimmed.length <= 100 ? undefined : { rule: 'email' };
}

/** The broken rules of a contact us request (none: `{}`). */
export function checkContactUs(
  values: ContactUsValues,
): Partial<Record<keyof ContactUsValues, HelpRule>> {
  const found: Partial<Record<keyof ContactUsValues, HelpRule | undefined>> = {
    categoryId: text(values.categoryId, { required: true }),
    subjectId: text(values.subjectId, { required: true }),
    firstName: text(values.firstName, { required: true, max: 60 }),
    lastName: text(values.lastName, { required: true, max: 60 }),
    email: email(values.email),
    phone: text(values.phone, { max: 30 }),
    orderNumber: text(values.orderNumber, { max: 20 }),
    message: text(values.message, { required: true, max: 4000 }),
  };
  return Object.fromEntries(Object.entries(found).filter(([, rule]) => rule)) as Partial<
    Record<keyof ContactUsValues, HelpRule>
  >;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The broken rules of a warranty request (none: `{}`): the purchase date a real date, not after
 * `today` (`YYYY-MM-DD`, the shopper's day).
 */
export function checkWarranty(
  values: WarrantyValues,
  today: string,
): Partial<Record<keyof WarrantyValues, HelpRule>> {
  const date = values.purchaseDate.trim();
  const found: Partial<Record<keyof WarrantyValues, HelpRule | undefined>> = {
    productId: text(values.productId, { required: true, max: 20 }),
    purchaseDate: !date
      ? { rule: 'required' }
      : !isCalendarDate(date)
        ? { rule: 'date' }
        : date > today
          ? { rule: 'future' }
          : undefined,
    orderNumber: text(values.orderNumber, { max: 20 }),
    email: email(values.email),
    description: text(values.description, { required: true, max: 2000 }),
  };
  return Object.fromEntries(Object.entries(found).filter(([, rule]) => rule)) as Partial<
    Record<keyof WarrantyValues, HelpRule>
  >;
}
