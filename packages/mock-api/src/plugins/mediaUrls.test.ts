import { describe, expect, it } from 'vitest';
import { withAbsoluteMedia } from './mediaUrls';

describe('withAbsoluteMedia', () => {
  const base = 'http://127.0.0.1:4100/media';

  it('makes the media paths of items absolute, at any depth, without touching the input', () => {
    const basket = {
      basketId: 'b1',
      items: [{ id: 'i1', image: '/media/products/boot-black.svg', name: 'Boot' }],
      shipments: [{ items: [{ image: '/media/products/sneaker-white.svg' }] }],
    };
    const answer = withAbsoluteMedia(basket, base) as typeof basket;
    expect(answer.items[0]?.image).toBe(`${base}/products/boot-black.svg`);
    expect(answer.shipments[0]?.items[0]?.image).toBe(`${base}/products/sneaker-white.svg`);
    expect(answer.items[0]?.name).toBe('Boot');
    expect(basket.items[0]?.image).toBe('/media/products/boot-black.svg');
  });

  it('leaves absolute URLs, other fields and other values alone', () => {
    const value = {
      image: 'https://cdn.example.test/x.svg',
      pdpUrl: '/media/not-an-image',
      count: 2,
      none: null,
    };
    expect(withAbsoluteMedia(value, base)).toEqual(value);
    expect(withAbsoluteMedia('text', base)).toBe('text');
  });
});
