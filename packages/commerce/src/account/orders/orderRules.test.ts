import { describe, expect, it } from 'vitest';
import { fixtureAccountOrder, fixtureHistory } from './fixtures';
import {
  canCancelOrder,
  canRequestReturn,
  canResendGiftCardEmail,
  checkOrderLookup,
  fileFromBase64,
  historyWindow,
} from './orderRules';

describe('order history paging (spec 1 §9)', () => {
  it('counts pages as total ÷ per page rounded up, at least 1', () => {
    expect(historyWindow(fixtureHistory(25, 10))).toEqual({
      page: 2,
      pageCount: 3,
      from: 11,
      to: 20,
      total: 25,
    });
    expect(historyWindow(fixtureHistory(0))).toMatchObject({ page: 1, pageCount: 1, from: 0 });
    expect(historyWindow(fixtureHistory(10))).toMatchObject({ pageCount: 1, to: 10 });
  });
});

describe('what a shopper may do with an order', () => {
  it('cancels only a placed order (others: ORD409)', () => {
    expect(canCancelOrder({ st: 'created' })).toBe(true);
    for (const st of ['shipped', 'cancelled', 'failed', 'pendingAuthentication'] as const) {
      expect(canCancelOrder({ st })).toBe(false);
    }
  });

  it('asks for a return label for a placed or shipped order with physical items (RTN500)', () => {
    const order = fixtureAccountOrder();
    expect(canRequestReturn(order)).toBe(true);
    expect(canRequestReturn({ ...order, st: 'shipped' })).toBe(true);
    expect(canRequestReturn({ ...order, st: 'cancelled' })).toBe(false);
    const digital = order.items.map((item) => ({ ...item, isDigitalProduct: true }));
    expect(canRequestReturn({ ...order, items: digital })).toBe(false);
  });

  it('resends the e-gift card e-mail of a placed or shipped order holding one (ORD404, ORD409)', () => {
    const order = fixtureAccountOrder();
    expect(canResendGiftCardEmail(order)).toBe(order.items.some((i) => i.isDigitalProduct));
    const physical = order.items.map((item) => ({ ...item, isDigitalProduct: false }));
    expect(canResendGiftCardEmail({ ...order, items: physical })).toBe(false);
    const [first] = physical;
    if (!first) throw new Error('the fixture order has items');
    const withCard = [...physical, { ...first, id: 'egift', isDigitalProduct: true }];
    expect(canResendGiftCardEmail({ ...order, items: withCard })).toBe(true);
    expect(canResendGiftCardEmail({ ...order, st: 'shipped', items: withCard })).toBe(true);
    for (const st of ['cancelled', 'failed', 'pendingAuthentication'] as const) {
      expect(canResendGiftCardEmail({ ...order, st, items: withCard })).toBe(false);
    }
  });
});

describe('order status lookup input (spec 2 §7 TrackOrder, spec 1 §5 e-mail)', () => {
  it('normalises the order number and trims the e-mail', () => {
    expect(checkOrderLookup(' alp00001042 ', ' ada@example.com ')).toEqual({
      ok: true,
      orderNumber: 'ALP00001042',
      email: 'ada@example.com',
    });
  });

  it('names the broken rule of each field', () => {
    expect(checkOrderLookup('', '')).toEqual({
      ok: false,
      errors: { orderNumber: 'required', email: 'required' },
    });
    expect(checkOrderLookup('42', 'ada@example')).toEqual({
      ok: false,
      errors: { orderNumber: 'invalidOrderNumber', email: 'invalidEmail' },
    });
  });
});

describe('fileFromBase64', () => {
  it('decodes the invoice bytes with their content type', async () => {
    const blob = fileFromBase64(btoa('%PDF-1.4\n'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4\n');
  });
});
