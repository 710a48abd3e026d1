import type { AutoSuggest, ProductTile } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import {
  flattenSuggestions,
  moveActive,
  parseRecentSearches,
  rankSuggestions,
  rankTerms,
  rememberSearch,
} from './suggestions';

function tile(id: string, name: string): ProductTile {
  return {
    id,
    name,
    url: `/p/${name.toLowerCase().replace(/ /g, '-')}-${id}`,
    image: { url: `/media/${id}.jpg`, alt: name },
    price: { current: 120, original: 150 },
    currency: 'USD',
    rating: { average: 4, count: 3 },
    colors: [],
    isDigitalProduct: false,
    presale: false,
    available: true,
  };
}

const suggest: AutoSuggest = {
  query: 'boo',
  suggestions: [
    { term: 'book', count: 1 },
    { term: 'boots', count: 4 },
    { term: 'boot', count: 9 },
    { term: 'waterproof', count: 12 },
  ],
  products: ['A1', 'A2', 'A3', 'A4', 'A5'].map((id) => tile(id, `Trail Boot ${id}`)),
  categories: [
    { id: '3000', name: 'Footwear boots', url: '/c/footwear-3000' },
    { id: '300010', name: 'Boots', url: '/c/hiking-boots-300010' },
    { id: '3001', name: 'Hiking', url: '/c/hiking-3001' },
    { id: '3002', name: 'Boot care', url: '/c/boot-care-3002' },
  ],
};

describe('rankTerms (spec 2 §7 autoSuggest)', () => {
  it('puts completions of the last word first, then by product count, then alphabetically', () => {
    expect(rankTerms('boo', suggest.suggestions)).toEqual(['boot', 'boots', 'book', 'waterproof']);
  });

  it('keeps the words before the one being typed', () => {
    expect(rankTerms('Hiking  bo', suggest.suggestions).slice(0, 2)).toEqual([
      'hiking boot',
      'hiking boots',
    ]);
  });

  it('never offers the query itself', () => {
    expect(rankTerms('boot', suggest.suggestions)).not.toContain('boot');
  });
});

describe('rankSuggestions', () => {
  it('shows only the recent searches below two characters', () => {
    const groups = rankSuggestions('b', suggest, ['sandals', 'boots'], 'en-us');
    expect(groups.map((g) => g.kind)).toEqual(['recent']);
    expect(groups[0]?.options.map((o) => o.href)).toEqual([
      '/en-us/search?q=sandals',
      '/en-us/search?q=boots',
    ]);
    expect(rankSuggestions('', undefined, [], 'en-us')).toEqual([]);
  });

  it('orders recent, terms, categories, products, each cut to its limit', () => {
    const groups = rankSuggestions('boo', suggest, ['Boots', 'sandals'], 'fr-ca');
    expect(groups.map((g) => g.kind)).toEqual(['recent', 'term', 'category', 'product']);
    const [recent, terms, categories, products] = groups;
    expect(recent?.options.map((o) => o.label)).toEqual(['Boots']);
    // the recent search is not repeated as a term
    expect(terms?.options.map((o) => o.label)).toEqual(['boot', 'book', 'waterproof']);
    // names starting with the words first, then the API's order; at most 3
    expect(categories?.options.map((o) => o.label)).toEqual([
      'Boots',
      'Boot care',
      'Footwear boots',
    ]);
    expect(categories?.options[0]?.href).toBe('/fr-ca/c/hiking-boots-300010');
    expect(products?.options).toHaveLength(4);
    expect(products?.options[0]).toMatchObject({
      kind: 'product',
      href: '/fr-ca/p/trail-boot-a1-A1',
      image: { url: '/media/A1.jpg', alt: 'Trail Boot A1' },
      price: 120,
      currency: 'USD',
    });
  });

  it('gives every option a unique id, in the order the arrow keys walk them', () => {
    const options = flattenSuggestions(rankSuggestions('boo', suggest, ['boot camp'], 'en-us'));
    const ids = options.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 2)).toEqual(['recent-0', 'term-0']);
  });

  it('shows the matching recent searches until the answer arrives', () => {
    expect(rankSuggestions('san', undefined, ['sandals', 'boots'], 'en-us')).toEqual([
      {
        kind: 'recent',
        options: [
          { kind: 'recent', id: 'recent-0', label: 'sandals', href: '/en-us/search?q=sandals' },
        ],
      },
    ]);
  });
});

describe('moveActive (ARIA combobox keys)', () => {
  it('moves down and up, wrapping, from none', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, without repeats, at most five', () => {
    expect(rememberSearch(['boots', 'Sandals'], '  sandals ')).toEqual(['sandals', 'boots']);
    expect(rememberSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(rememberSearch(['a'], '   ')).toEqual(['a']);
  });

  it('reads only a stored list of strings', () => {
    expect(parseRecentSearches('["boots",3,"tents"]')).toEqual(['boots', 'tents']);
    expect(parseRecentSearches('{')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('"boots"')).toEqual([]);
  });
});
