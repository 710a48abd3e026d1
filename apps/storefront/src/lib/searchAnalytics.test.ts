import {
  productClickEvent,
  searchHubViewEvent,
  searchViewEvent,
  suggestionEvent,
} from './searchAnalytics';

describe('search analytics (spec 2 §2 page types, spec 3 §9 origins)', () => {
  it('names a results view or a no-results view, with the page type of the path', () => {
    expect(searchViewEvent('/en-us/search', { term: 'boot', total: 12, page: 2 })).toEqual({
      name: 'searchResults',
      data: { pageType: 'search', searchTerm: 'boot', resultCount: 12, page: 2 },
    });
    expect(searchViewEvent('/fr-ca/search', { term: 'zzz', total: 0, page: 1 }).name).toBe(
      'searchNoResults',
    );
  });

  it('detects the search hub before the search page', () => {
    expect(searchHubViewEvent('/en-gb/searchhub')).toEqual({
      name: 'searchHubView',
      data: { pageType: 'searchHub' },
    });
  });

  it('adds the product id and the Auto Suggest origin to a product suggestion only', () => {
    const product = suggestionEvent('/en-us', {
      kind: 'product',
      label: 'Meadow Walker',
      href: '/en-us/p/mens-meadow-walker-ALP1401M',
      query: 'mea',
    });
    expect(product.data).toEqual({
      pageType: 'home',
      searchTerm: 'mea',
      suggestionType: 'product',
      suggestion: 'Meadow Walker',
      productId: 'ALP1401M',
      origin: 'Auto Suggest',
    });
    const term = suggestionEvent('/en-us/c/men-1000', {
      kind: 'term',
      label: 'boots',
      href: '/en-us/search?q=boots',
      query: 'boo',
    });
    expect(term.data).not.toHaveProperty('productId');
    expect(term.data?.pageType).toBe('category');
  });

  it('makes a product click of a listing with its origin and position, none for another link', () => {
    expect(
      productClickEvent('/en-us/search', {
        href: 'http://127.0.0.1:3000/en-us/p/mens-meadow-walker-ALP1401M?color=brown',
        position: 3,
        origin: 'Search',
        searchTerm: 'boot',
      }),
    ).toEqual({
      name: 'productClick',
      data: {
        pageType: 'search',
        origin: 'Search',
        productId: 'ALP1401M',
        position: 3,
        searchTerm: 'boot',
      },
    });
    expect(
      productClickEvent('/en-us/c/men-1000', {
        href: '/en-us/c/men-1000?page=2',
        position: 1,
        origin: 'Grid',
      }),
    ).toBeUndefined();
  });
});
