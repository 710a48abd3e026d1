import { describe, expect, it } from 'vitest';
import { checkContactUs, checkWarranty, isCalendarDate } from './helpRules';

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

describe('contact us rules (spec 2 §7 POST /contactus)', () => {
  it('accepts a complete request', () => {
    expect(checkContactUs(contact)).toEqual({});
  });

  it('names each broken field with its rule', () => {
    expect(
      checkContactUs({ ...contact, categoryId: '', email: 'ada@x', message: 'x'.repeat(4001) }),
    ).toEqual({
      categoryId: { rule: 'required' },
      email: { rule: 'email' },
      message: { rule: 'tooLong', max: 4000 },
    });
  });
});

describe('warranty rules (spec 2 §7 POST /consumer/warranty)', () => {
  const warranty = {
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

  it('refuses a purchase date after today', () => {
    expect(checkWarranty(warranty, '2026-11-26')).toEqual({});
    expect(checkWarranty({ ...warranty, purchaseDate: '2026-11-27' }, '2026-11-26')).toEqual({
      purchaseDate: { rule: 'future' },
    });
    expect(checkWarranty({ ...warranty, purchaseDate: '' }, '2026-11-26')).toEqual({
      purchaseDate: { rule: 'required' },
    });
  });
});
