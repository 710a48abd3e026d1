import { describe, expect, it } from 'vitest';
import { readShowcaseQuery, showcaseHref } from './query';

describe('readShowcaseQuery', () => {
  it('defaults: no docType, limit 20, page 1, default locale', () => {
    const q = readShowcaseQuery({});
    expect(q.docType).toBeUndefined();
    expect(q.limit).toBe(20);
    expect(q.page).toBe(1);
    expect(q.locale.path).toBe('en-us');
  });

  it('accepts only the limits 10, 20 and 50', () => {
    expect(readShowcaseQuery({ limit: '50' }).limit).toBe(50);
    expect(readShowcaseQuery({ limit: '10' }).limit).toBe(10);
    expect(readShowcaseQuery({ limit: '30' }).limit).toBe(20);
    expect(readShowcaseQuery({ limit: 'x' }).limit).toBe(20);
  });

  it('keeps a positive integer page and falls back to 1', () => {
    expect(readShowcaseQuery({ page: '3' }).page).toBe(3);
    expect(readShowcaseQuery({ page: '0' }).page).toBe(1);
    expect(readShowcaseQuery({ page: '2.5' }).page).toBe(1);
  });

  it('treats a blank docType as missing and reads the locale', () => {
    expect(readShowcaseQuery({ docType: '  ' }).docType).toBeUndefined();
    expect(readShowcaseQuery({ docType: 'page', locale: 'fr-ca' }).locale.siteId).toBe('ca');
    expect(readShowcaseQuery({ locale: 'xx-yy' }).locale.path).toBe('en-us');
  });
});

describe('showcaseHref', () => {
  it('writes every control into the URL', () => {
    const q = readShowcaseQuery({ docType: 'page', limit: '10', locale: 'en-gb' });
    expect(showcaseHref(q, { page: 2 })).toBe('/?docType=page&limit=10&page=2&locale=en-gb');
  });
});
