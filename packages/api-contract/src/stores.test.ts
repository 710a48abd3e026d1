import { placeSearchRequestSchema } from './stores';

describe('placeSearchRequestSchema', () => {
  it('takes a delivery, a trimmed query and the items', () => {
    expect(
      placeSearchRequestSchema.parse({
        code: 'pickup',
        query: ' 10001 ',
        items: [{ productId: 'ALP1001M-BLA-9', qty: 2 }],
      }),
    ).toEqual({ code: 'pickup', query: '10001', items: [{ productId: 'ALP1001M-BLA-9', qty: 2 }] });
  });

  it('refuses a home delivery code, an empty query, a zero quantity and more than 20 items', () => {
    const item = { productId: 'ALP1001M-BLA-9', qty: 1 };
    for (const bad of [
      { code: 'standard', query: 'Leeds', items: [] },
      { code: 'pudo', query: '   ', items: [] },
      { code: 'sts', query: 'Leeds', items: [{ ...item, qty: 0 }] },
      { code: 'sts', query: 'Leeds', items: Array.from({ length: 21 }, () => item) },
    ]) {
      expect(placeSearchRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
