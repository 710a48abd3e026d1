import { notIndexed, privateMetadataFor, privatePageMetadata } from './pageMetadata';

describe('page metadata', () => {
  it('keeps private pages out of the index, with their title', () => {
    expect(notIndexed).toEqual({ robots: { index: false } });
    expect(privatePageMetadata('Checkout')).toEqual({
      title: 'Checkout',
      robots: { index: false },
    });
  });

  it('titles a private page in the words of the route locale', async () => {
    const generate = privateMetadataFor((locale) => ({ fr: 'Panier' })[locale.language] ?? 'Cart');
    await expect(generate({ params: Promise.resolve({ locale: 'fr-ca' }) })).resolves.toEqual({
      title: 'Panier',
      robots: { index: false },
    });
    await expect(generate({ params: Promise.resolve({ locale: 'en-gb' }) })).resolves.toEqual({
      title: 'Cart',
      robots: { index: false },
    });
  });
});
