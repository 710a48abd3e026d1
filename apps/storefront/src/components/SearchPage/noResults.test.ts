import { describe, expect, it } from 'vitest';
import { noResultsProbe, noResultsTerms } from './noResults';

describe('no-results suggestions', () => {
  it('probes with the first letters of the longest word', () => {
    expect(noResultsProbe('red bootz')).toBe('boo');
    expect(noResultsProbe('Sandls!')).toBe('san');
    expect(noResultsProbe('a b')).toBeUndefined();
    expect(noResultsProbe('xyz')).toBeUndefined();
  });

  it('offers the terms with most products first, not the words searched', () => {
    const suggest = {
      query: 'boo',
      suggestions: [
        { term: 'book', count: 1 },
        { term: 'boots', count: 4 },
        { term: 'boot', count: 9 },
      ],
      products: [],
      categories: [],
    };
    expect(noResultsTerms('bootz', suggest)).toEqual(['boot', 'boots', 'book']);
    expect(noResultsTerms('boot', suggest, 1)).toEqual(['boots']);
    expect(noResultsTerms('x', undefined)).toEqual([]);
  });
});
