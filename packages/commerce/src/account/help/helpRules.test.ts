import { describe, expect, it } from 'vitest';
import { storyTranslator } from '../../messages/labelsIn';
import {
  contactUsSchemaWith,
  helpMessagesFrom,
  isCalendarDate,
  type WarrantyValues,
  warrantySchemaWith,
} from './helpRules';

const contact = {
  categoryId: 'orders',
  subjectId: 'where',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  orderNumber: '',
  message: 'Where is my order?',
};

/** The first message of each field that breaks a rule (what the form shows). */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const helpMessages = helpMessagesFrom(storyTranslator('en', 'help'));

describe('contact us schema (spec 2 §7 POST /contactus)', () => {
  const schema = contactUsSchemaWith(helpMessages);

  it('accepts a complete request, trimmed', () => {
    expect(schema.parse({ ...contact, firstName: ' Ada ' })).toEqual(contact);
  });

  it('wants the topic, subject, names, e-mail and message', () => {
    for (const field of ['categoryId', 'subjectId', 'firstName', 'lastName', 'email', 'message']) {
      expect(messagesOf(schema.safeParse({ ...contact, [field]: '  ' }))).toEqual({
        [field]: 'This field is required.',
      });
    }
  });

  it('reads a disabled subject (no value) as missing', () => {
    expect(messagesOf(schema.safeParse({ ...contact, subjectId: undefined }))).toEqual({
      subjectId: 'This field is required.',
    });
  });

  it('refuses a malformed e-mail (spec 1 §5) and one over 100 characters', () => {
    expect(messagesOf(schema.safeParse({ ...contact, email: 'ada@x' }))).toEqual({
      email: 'Email is not valid',
    });
    expect(
      messagesOf(schema.safeParse({ ...contact, email: `${'a'.repeat(95)}@example.com` })),
    ).toEqual({ email: 'Email is not valid' });
  });

  it('names the longest length of each field', () => {
    const tooLong = {
      categoryId: 41,
      subjectId: 41,
      firstName: 61,
      lastName: 61,
      phone: 31,
      orderNumber: 21,
      message: 4001,
    };
    for (const [field, length] of Object.entries(tooLong)) {
      expect(messagesOf(schema.safeParse({ ...contact, [field]: 'x'.repeat(length) }))).toEqual({
        [field]: `Use at most ${length - 1} characters.`,
      });
    }
  });

  it('speaks the messages it is given', () => {
    const french = contactUsSchemaWith({ ...helpMessages, tooLong: 'Au plus {max} caractères.' });
    expect(messagesOf(french.safeParse({ ...contact, orderNumber: 'x'.repeat(21) }))).toEqual({
      orderNumber: 'Au plus 20 caractères.',
    });
  });
});

describe('warranty schema (spec 2 §7 POST /consumer/warranty)', () => {
  const today = '2026-11-26';
  const schema = warrantySchemaWith(today, helpMessages);
  const warranty: WarrantyValues = {
    productId: 'ALP1001M',
    purchaseDate: '2026-03-14',
    orderNumber: '',
    email: 'ada@example.com',
    description: 'The sole came off.',
  };

  it('wants a real calendar date (spec 1 §5)', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('14/03/2026')).toBe(false);
  });

  it('accepts a request; the product number in upper case', () => {
    expect(schema.parse({ ...warranty, productId: ' alp1001m ' })).toEqual(warranty);
  });

  it('refuses a purchase date missing, not a date, or after today', () => {
    expect(messagesOf(schema.safeParse({ ...warranty, purchaseDate: '' }))).toEqual({
      purchaseDate: 'This field is required.',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, purchaseDate: '2026-02-30' }))).toEqual({
      purchaseDate: 'Date should match YYYY-MM-DD and be a valid date.',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, purchaseDate: today }))).toEqual({});
    expect(messagesOf(schema.safeParse({ ...warranty, purchaseDate: '2026-11-27' }))).toEqual({
      purchaseDate: 'The purchase date cannot be in the future.',
    });
  });

  it('wants the product number, e-mail and description, each within its length', () => {
    expect(messagesOf(schema.safeParse({ ...warranty, productId: '' }))).toEqual({
      productId: 'This field is required.',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, productId: 'x'.repeat(21) }))).toEqual({
      productId: 'Use at most 20 characters.',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, email: 'ada' }))).toEqual({
      email: 'Email is not valid',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, description: ' ' }))).toEqual({
      description: 'This field is required.',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, description: 'x'.repeat(2001) }))).toEqual({
      description: 'Use at most 2000 characters.',
    });
    expect(messagesOf(schema.safeParse({ ...warranty, orderNumber: 'x'.repeat(21) }))).toEqual({
      orderNumber: 'Use at most 20 characters.',
    });
  });
});
