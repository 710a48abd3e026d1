import {
  contentDocumentSchema,
  contentPaths,
  contentUrlPath,
  isAugmentedPage,
  routedAugmentedPageOf,
  showcasePageSchema,
} from './content';

describe('content paths', () => {
  it('builds the spec paths under the mode prefix', () => {
    expect(contentUrlPath('pub', contentPaths.page('us', 'home'))).toBe(
      '/pub/caas/v1/canvas/page/us/home',
    );
    expect(contentUrlPath('pre', contentPaths.menu('ca'))).toBe('/pre/caas/v1/canvas/menu/ca');
    expect(contentPaths.showcase('gb', 'article')).toBe('showcase/gb/article');
    expect(contentPaths.augmentedPage('us', 'cart')).toBe('augmentedpage/us/cart');
  });

  it('encodes segments but keeps nested page slugs', () => {
    expect(contentPaths.fragment('a b/c')).toBe('fragment/a%20b%2Fc');
    expect(contentPaths.page('us', 'about/our team')).toBe('page/us/about/our%20team');
  });

  it('knows the fixed augmented page list', () => {
    expect(isAugmentedPage('checkout')).toBe(true);
    expect(isAugmentedPage('home')).toBe(false);
  });

  it('routes only the fixed pages that are pages of their own', () => {
    expect(routedAugmentedPageOf('promotions')).toBe('promotions');
    expect(routedAugmentedPageOf('westend')).toBe('westend');
    expect(routedAugmentedPageOf('checkout')).toBeNull();
    expect(routedAugmentedPageOf('error-4xx')).toBeNull();
    expect(routedAugmentedPageOf('help/returns')).toBeNull();
  });
});

describe('contentDocumentSchema', () => {
  const doc = {
    id: 'home-en-us',
    docType: 'page',
    slug: 'home',
    siteId: 'us',
    locale: 'en-us',
    schedule: { start: '2026-01-01T00:00:00Z', end: null },
    slots: { main: [{ type: 'heroBanner', id: 'h', fields: {} }] },
    extra: 1,
  };

  it('accepts a document and keeps unknown fields and blocks as is', () => {
    const parsed = contentDocumentSchema.parse(doc);
    expect(parsed.extra).toBe(1);
    expect(parsed.slots.main?.[0]).toEqual({ type: 'heroBanner', id: 'h', fields: {} });
  });

  it('rejects missing slots and bad schedule dates', () => {
    expect(contentDocumentSchema.safeParse({ ...doc, slots: undefined }).success).toBe(false);
    expect(contentDocumentSchema.safeParse({ ...doc, schedule: { start: 'soon' } }).success).toBe(
      false,
    );
  });

  it('validates a showcase page', () => {
    expect(
      showcasePageSchema.safeParse({ results: [doc], total: 1, page: 1, limit: 20 }).success,
    ).toBe(true);
    expect(
      showcasePageSchema.safeParse({ results: [], total: 0, page: 0, limit: 20 }).success,
    ).toBe(false);
  });
});
