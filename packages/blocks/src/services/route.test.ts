import { categoryIdFromPath, createRoute, detectPageType, productIdFromPath } from './route';

describe('detectPageType (spec 2 §2)', () => {
  it.each([
    ['/en-us/p/trail-boot-AB12CD34', 'product'],
    ['/en-us/c/womens-boots-1002', 'category'],
    ['/en-us/cart', 'cart'],
    ['/en-us/account/orders', 'account'],
    ['/en-us/search?q=boot', 'search'],
    ['/en-us/searchhub/jackets', 'searchHub'],
    ['/en-us', 'home'],
    ['/fr-ca/', 'home'],
    ['/en-us/order-confirmation', 'orderConfirmation'],
    ['/en-us/checkout/shipping', 'checkout'],
    ['/en-us/help/contact-us', 'other'],
    ['/en-usa', 'other'],
    ['/', 'other'],
  ])('%s → %s', (path, type) => {
    expect(detectPageType(path)).toBe(type);
  });
});

describe('productIdFromPath', () => {
  it('reads 8 to 11 uppercase alphanumerics after the slug', () => {
    expect(productIdFromPath('/en-us/p/trail-boot-AB12CD34')).toBe('AB12CD34');
    expect(productIdFromPath('/en-us/p/trail-boot-AB12CD34XYZ?color=red')).toBe('AB12CD34XYZ');
  });
  it('reads the alternative shape ending in -p plus 8 to 11 alphanumerics', () => {
    expect(productIdFromPath('/en-us/trail-boot-pab12cd34')).toBe('ab12cd34');
  });
  it('returns undefined for codes too short, too long, lowercase, or other pages', () => {
    expect(productIdFromPath('/en-us/p/trail-boot-AB12CD3')).toBeUndefined();
    expect(productIdFromPath('/en-us/p/trail-boot-AB12CD34XYZQ')).toBeUndefined();
    expect(productIdFromPath('/en-us/p/trail-boot-ab12cd34')).toBeUndefined();
    expect(productIdFromPath('/en-us/c/boots-1002')).toBeUndefined();
  });
});

describe('categoryIdFromPath', () => {
  it('reads 4 to 10 digits after the slug', () => {
    expect(categoryIdFromPath('/en-us/c/womens-boots-1002')).toBe('1002');
    expect(categoryIdFromPath('/en-us/c/boots-1234567890/')).toBe('1234567890');
  });
  it('reads the alternative shape ending in -c plus 4 to 6 digits', () => {
    expect(categoryIdFromPath('/en-us/boots-c123456')).toBe('123456');
    expect(categoryIdFromPath('/en-us/boots-c1234567')).toBeUndefined();
  });
  it('returns undefined for 3 or 11 digits and other pages', () => {
    expect(categoryIdFromPath('/en-us/c/boots-123')).toBeUndefined();
    expect(categoryIdFromPath('/en-us/c/boots-12345678901')).toBeUndefined();
    expect(categoryIdFromPath('/en-us')).toBeUndefined();
  });
});

describe('createRoute', () => {
  it('combines page type and id, without query', () => {
    expect(createRoute('/en-us/p/trail-boot-AB12CD34?x=1')).toEqual({
      path: '/en-us/p/trail-boot-AB12CD34',
      pageType: 'product',
      productId: 'AB12CD34',
    });
    expect(createRoute('/en-us/c/boots-1002')).toEqual({
      path: '/en-us/c/boots-1002',
      pageType: 'category',
      categoryId: '1002',
    });
    expect(createRoute('/en-us')).toEqual({ path: '/en-us', pageType: 'home' });
  });
});
