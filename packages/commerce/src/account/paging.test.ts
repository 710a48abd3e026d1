import { describe, expect, it } from 'vitest';
import { pageOfQuery, pageStart, pageWindow } from './paging';

describe('account list paging (spec 1 §9)', () => {
  it('reads the page query: whole numbers from 1, anything else is page 1', () => {
    expect(pageOfQuery(undefined)).toBe(1);
    expect(pageOfQuery('3')).toBe(3);
    expect(pageOfQuery('0')).toBe(1);
    expect(pageOfQuery('-2')).toBe(1);
    expect(pageOfQuery('2.5')).toBe(1);
    expect(pageOfQuery('abc')).toBe(1);
    expect(pageOfQuery('99999')).toBe(1);
  });

  it('maps a page to the API start offset', () => {
    expect(pageStart(1, 10)).toBe(0);
    expect(pageStart(3, 10)).toBe(20);
    expect(pageStart(2, 24)).toBe(24);
    expect(pageStart(0, 10)).toBe(0);
  });

  it('counts pages as total ÷ per page rounded up, at least 1', () => {
    expect(pageWindow({ total: 25, start: 10 }, 10)).toEqual({ page: 2, pageCount: 3 });
    expect(pageWindow({ total: 0, start: 0 }, 10)).toEqual({ page: 1, pageCount: 1 });
    expect(pageWindow({ total: 24, start: 0 }, 24)).toEqual({ page: 1, pageCount: 1 });
    expect(pageWindow({ total: 25, start: 24 }, 24)).toEqual({ page: 2, pageCount: 2 });
  });
});
