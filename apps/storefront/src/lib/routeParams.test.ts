import { categoryIdFromSegment, productIdFromSegment } from '@storefront/commerce';
import { decodeSegment, queryValue, resolveIdRoute, routeLocale } from './routeParams';

/** The digest Next gives the error `notFound()` throws. */
const notFoundDigest = /404/;

async function digestOf(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  return String((error as { digest?: unknown } | undefined)?.digest);
}

describe('decodeSegment', () => {
  it('percent-decodes a segment and keeps one that does not decode', () => {
    expect(decodeSegment('chaussures-d%C3%A9t%C3%A9-300010')).toBe('chaussures-dété-300010');
    expect(decodeSegment('bad-%E0%A4%A')).toBe('bad-%E0%A4%A');
  });
});

describe('routeLocale', () => {
  it('answers the served locale and is the 404 for another', async () => {
    await expect(routeLocale(Promise.resolve({ locale: 'fr-ca' }))).resolves.toMatchObject({
      tag: 'fr-CA',
    });
    expect(await digestOf(routeLocale(Promise.resolve({ locale: 'de-de' })))).toMatch(
      notFoundDigest,
    );
  });
});

describe('resolveIdRoute', () => {
  it('reads the category id and the product code from the decoded segment', async () => {
    await expect(
      resolveIdRoute(
        Promise.resolve({ locale: 'en-us', slug: 'hiking-boots-300010' }),
        categoryIdFromSegment,
      ),
    ).resolves.toMatchObject({ segment: 'hiking-boots-300010', id: '300010' });
    const product = await resolveIdRoute(
      Promise.resolve({ locale: 'en-gb', slug: 'trail%20boot-ALP1001M' }),
      productIdFromSegment,
    );
    expect(product).toMatchObject({ segment: 'trail boot-ALP1001M', id: 'ALP1001M' });
    expect(product.locale.path).toBe('en-gb');
  });

  it('is the 404 for a segment without an id and for an unknown locale', async () => {
    const idOf = vi.fn(categoryIdFromSegment);
    expect(
      await digestOf(resolveIdRoute(Promise.resolve({ locale: 'en-us', slug: 'boots' }), idOf)),
    ).toMatch(notFoundDigest);
    expect(idOf).toHaveBeenCalledWith('en-us', 'boots');
    expect(
      await digestOf(
        resolveIdRoute(Promise.resolve({ locale: 'xx-yy', slug: 'boots-300010' }), idOf),
      ),
    ).toMatch(notFoundDigest);
  });
});

describe('queryValue', () => {
  it('answers a parameter given once, else undefined', () => {
    const query = { order: 'ALP1', tag: ['a', 'b'], empty: undefined };
    expect(queryValue(query, 'order')).toBe('ALP1');
    expect(queryValue(query, 'tag')).toBeUndefined();
    expect(queryValue(query, 'empty')).toBeUndefined();
    expect(queryValue(query, 'missing')).toBeUndefined();
  });
});
