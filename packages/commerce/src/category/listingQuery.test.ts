import {
  applyListingChange,
  isFacetSelected,
  listingHref,
  listingSearchQuery,
  readListingState,
  searchPageQuery,
  selectedFacetCount,
} from './listingQuery';

const base = '/en-us/c/footwear-3000';

describe('readListingState', () => {
  it('reads facets as pipe lists, sort and page', () => {
    expect(
      readListingState({ f_color: 'black|red', f_size: '9', sort: 'price-asc', page: '3' }),
    ).toEqual({ facets: { color: ['black', 'red'], size: ['9'] }, sort: 'price-asc', page: 3 });
  });

  it('falls back on bad or missing values and drops unknown facets and duplicates', () => {
    expect(
      readListingState({ f_nope: 'x', f_color: 'a||a| ', sort: 'cheapest', page: '-2' }),
    ).toEqual({ facets: { color: ['a'] }, sort: 'relevance', page: 1 });
    expect(readListingState({ page: '1.5' }).page).toBe(1);
    expect(readListingState({ sort: ['newest', 'rating'] }).sort).toBe('newest');
  });
});

describe('listingHref (facets, sort, paging in the URL)', () => {
  const state = readListingState({ f_color: 'black', page: '2', sort: 'newest' });

  it('adds and removes a facet value and goes back to page 1', () => {
    expect(listingHref(base, state, { toggle: { id: 'size', value: '9' } })).toBe(
      `${base}?f_color=black&f_size=9&sort=newest`,
    );
    expect(listingHref(base, state, { toggle: { id: 'color', value: 'red' } })).toBe(
      `${base}?f_color=black%7Cred&sort=newest`,
    );
    expect(listingHref(base, state, { toggle: { id: 'color', value: 'black' } })).toBe(
      `${base}?sort=newest`,
    );
  });

  it('sorts from page 1 and pages with filters and sort kept', () => {
    expect(listingHref(base, state, { sort: 'price-desc' })).toBe(
      `${base}?f_color=black&sort=price-desc`,
    );
    expect(listingHref(base, state, { sort: 'relevance' })).toBe(`${base}?f_color=black`);
    expect(listingHref(base, state, { page: 3 })).toBe(`${base}?f_color=black&sort=newest&page=3`);
    expect(listingHref(base, state, { page: 1 })).toBe(`${base}?f_color=black&sort=newest`);
  });

  it('clears one facet or all', () => {
    const two = applyListingChange(state, { toggle: { id: 'size', value: '9' } });
    expect(selectedFacetCount(two)).toBe(2);
    expect(listingHref(base, two, { clear: 'color' })).toBe(`${base}?f_size=9&sort=newest`);
    expect(listingHref(base, two, { clear: 'all' })).toBe(`${base}?sort=newest`);
  });

  it('keeps the facet order of the search whatever the click order', () => {
    const s = applyListingChange(readListingState({ f_size: '9' }), {
      toggle: { id: 'category', value: '300010' },
    });
    expect(listingHref(base, s)).toBe(`${base}?f_category=300010&f_size=9`);
    expect(isFacetSelected(s, 'category', '300010')).toBe(true);
    expect(isFacetSelected(s, 'color', 'black')).toBe(false);
  });

  it('builds the search query of the state', () => {
    expect(listingSearchQuery('3000', state, 12)).toEqual({
      categoryId: '3000',
      sort: 'newest',
      page: 2,
      limit: 12,
      facets: { color: ['black'] },
    });
  });

  it('keeps the search words of a search page in every link and its query', () => {
    const search = readListingState({ q: '  hiking   boot ', f_color: 'black', page: '2' });
    expect(search.q).toBe('hiking boot');
    expect(listingHref('/en-us/search', search, { page: 3 })).toBe(
      '/en-us/search?q=hiking+boot&f_color=black&page=3',
    );
    expect(listingHref('/en-us/search', search, { clear: 'all' })).toBe(
      '/en-us/search?q=hiking+boot',
    );
    expect(searchPageQuery(search, 24)).toEqual({
      q: 'hiking boot',
      sort: 'relevance',
      page: 2,
      limit: 24,
      facets: { color: ['black'] },
    });
    expect(readListingState({ q: '   ' })).not.toHaveProperty('q');
    expect(readListingState({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });
});
