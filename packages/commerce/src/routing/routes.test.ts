import {
  categoryIdFromSegment,
  categoryUrl,
  matchRoute,
  productIdFromSegment,
  productUrl,
  queryString,
  routeKindOf,
} from './routes';

describe('matchRoute (spec 1 §2, spec 2 §2)', () => {
  it('matches a category path with 4 to 10 digits and keeps the slug', () => {
    expect(matchRoute('/en-us/c/hiking-boots-300010?f_color=black')).toMatchObject({
      kind: 'category',
      slug: 'hiking-boots',
      categoryId: '300010',
      path: '/en-us/c/hiking-boots-300010',
      locale: { path: 'en-us', tag: 'en-US' },
    });
    expect(matchRoute('/fr-ca/c/men-1000/')).toMatchObject({
      kind: 'category',
      categoryId: '1000',
    });
  });

  it('matches the -c shape with 4 to 6 digits only', () => {
    expect(matchRoute('/en-gb/c/boots-c123456')).toMatchObject({
      slug: 'boots',
      categoryId: '123456',
    });
    expect(matchRoute('/en-gb/c/boots-c1234567')).toBeNull();
  });

  it('rejects category paths without a valid id', () => {
    expect(matchRoute('/en-us/c/boots')).toBeNull();
    expect(matchRoute('/en-us/c/boots-123')).toBeNull();
    expect(matchRoute('/en-us/c/boots-12345678901')).toBeNull();
  });

  it('matches a product path with 8 to 11 uppercase alphanumerics', () => {
    expect(matchRoute('/en-ca/p/mens-summit-gtx-boot-ALP1001M?color=black')).toMatchObject({
      kind: 'product',
      slug: 'mens-summit-gtx-boot',
      productId: 'ALP1001M',
    });
    expect(matchRoute('/en-us/p/gift-card-ALPGC0001')).toMatchObject({ productId: 'ALPGC0001' });
  });

  it('matches the -p shape and rejects bad product codes', () => {
    expect(matchRoute('/en-us/p/trail-boot-pab12cd34')).toMatchObject({ productId: 'ab12cd34' });
    expect(matchRoute('/en-us/p/trail-boot-AB12CD3')).toBeNull();
    expect(matchRoute('/en-us/p/trail-boot-AB12CD34XYZQ')).toBeNull();
    expect(matchRoute('/en-us/p/nope')).toBeNull();
  });

  it.each([
    ['/en-us', 'home'],
    ['/en-us/cart', 'cart'],
    ['/en-us/checkout/billing', 'checkout'],
    ['/en-us/order-confirmation?storeContext=1', 'order-confirmation'],
    ['/en-us/account/orders', 'account'],
    ['/en-us/search?q=boot', 'search'],
    ['/en-us/searchhub', 'search'],
    ['/en-us/about', 'content'],
  ])('%s is a %s page', (path, kind) => {
    expect(matchRoute(path)?.kind).toBe(kind);
  });

  it('needs a served locale', () => {
    expect(matchRoute('/de-de/c/boots-1000')).toBeNull();
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/c/boots-1000')).toBeNull();
  });
});

describe('route segments and URLs', () => {
  it('reads ids from the Next route segment', () => {
    expect(categoryIdFromSegment('en-us', 'footwear-3000')).toBe('3000');
    expect(categoryIdFromSegment('en-us', 'footwear')).toBeUndefined();
    expect(productIdFromSegment('fr-ca', 'botte-ALP1001M')).toBe('ALP1001M');
    expect(productIdFromSegment('fr-ca', 'botte-alp1001m')).toBeUndefined();
  });

  it('builds category and product URLs with the variant query', () => {
    expect(categoryUrl('en-us', { slug: 'footwear', id: '3000' }, { page: '2' })).toBe(
      '/en-us/c/footwear-3000?page=2',
    );
    expect(
      productUrl('fr-ca', { slug: 'botte', id: 'ALP1001M' }, { color: 'black', size: '9' }),
    ).toBe('/fr-ca/p/botte-ALP1001M?color=black&size=9');
  });

  it('encodes query values, repeats arrays and drops empty ones', () => {
    expect(queryString({ q: 'a b', f: ['x', 'y'], empty: '', none: undefined })).toBe(
      '?q=a+b&f=x&f=y',
    );
    expect(queryString({})).toBe('');
  });

  it('maps spec page types to page kinds', () => {
    expect(routeKindOf('orderConfirmation')).toBe('order-confirmation');
    expect(routeKindOf('other')).toBe('content');
  });
});
