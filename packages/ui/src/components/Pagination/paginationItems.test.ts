import { describe, expect, it } from 'vitest';
import { getPageCount, getPaginationItems } from './paginationItems';

describe('getPageCount (spec 1 §9)', () => {
  it('is total divided by items per page, rounded up', () => {
    expect(getPageCount(100, 24)).toBe(5);
    expect(getPageCount(96, 24)).toBe(4);
    expect(getPageCount(1, 24)).toBe(1);
    expect(getPageCount(25, 24)).toBe(2);
  });

  it('is at least 1', () => {
    expect(getPageCount(0, 24)).toBe(1);
    expect(getPageCount(-5, 24)).toBe(1);
    expect(getPageCount(10, 0)).toBe(1);
    expect(getPageCount(Number.NaN, 10)).toBe(1);
  });
});

describe('getPaginationItems (spec 1 §9: 1 boundary, 2 siblings)', () => {
  it('lists every page when they fit', () => {
    expect(getPaginationItems({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(getPaginationItems({ page: 3, pageCount: 9 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows the current page with 2 siblings and 1 boundary page in the middle', () => {
    expect(getPaginationItems({ page: 10, pageCount: 20 })).toEqual([
      1,
      'ellipsis',
      8,
      9,
      10,
      11,
      12,
      'ellipsis',
      20,
    ]);
  });

  it('has no gap at the start near the first page', () => {
    expect(getPaginationItems({ page: 1, pageCount: 20 })).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      'ellipsis',
      20,
    ]);
    expect(getPaginationItems({ page: 5, pageCount: 20 })).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      'ellipsis',
      20,
    ]);
    expect(getPaginationItems({ page: 6, pageCount: 20 })).toEqual([
      1,
      'ellipsis',
      4,
      5,
      6,
      7,
      8,
      'ellipsis',
      20,
    ]);
  });

  it('has no gap at the end near the last page', () => {
    expect(getPaginationItems({ page: 20, pageCount: 20 })).toEqual([
      1,
      'ellipsis',
      14,
      15,
      16,
      17,
      18,
      19,
      20,
    ]);
    expect(getPaginationItems({ page: 16, pageCount: 20 })).toEqual([
      1,
      'ellipsis',
      14,
      15,
      16,
      17,
      18,
      19,
      20,
    ]);
  });

  it('keeps a constant length and always includes first, last and current', () => {
    for (let page = 1; page <= 50; page += 1) {
      const items = getPaginationItems({ page, pageCount: 50 });
      expect(items).toHaveLength(9);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(50);
      expect(items).toContain(page);
      const numbers = items.filter((i): i is number => i !== 'ellipsis');
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('honours other sibling and boundary counts', () => {
    expect(getPaginationItems({ page: 10, pageCount: 20, siblings: 1, boundaries: 2 })).toEqual([
      1,
      2,
      'ellipsis',
      9,
      10,
      11,
      'ellipsis',
      19,
      20,
    ]);
    expect(getPaginationItems({ page: 10, pageCount: 20, siblings: 0, boundaries: 0 })).toEqual([
      'ellipsis',
      10,
      'ellipsis',
    ]);
  });

  it('clamps the page into range', () => {
    expect(getPaginationItems({ page: 99, pageCount: 20 })).toEqual(
      getPaginationItems({ page: 20, pageCount: 20 }),
    );
    expect(getPaginationItems({ page: -3, pageCount: 20 })).toEqual(
      getPaginationItems({ page: 1, pageCount: 20 }),
    );
    expect(getPaginationItems({ page: 1, pageCount: 0 })).toEqual([1]);
  });
});
