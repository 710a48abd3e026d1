import { describe, expect, it } from 'vitest';
import {
  formatTestContext,
  needsCanonicalRedirect,
  previewInstant,
  readPreviewDateTime,
  readShowcaseQuery,
  renderHref,
  showcaseHref,
} from './query';

describe('readShowcaseQuery', () => {
  it('defaults: no docType, limit 20, page 1, default locale, alpine, lg, nothing forced', () => {
    const q = readShowcaseQuery({});
    expect(q.docType).toBeUndefined();
    expect(q.limit).toBe(20);
    expect(q.page).toBe(1);
    expect(q.locale.path).toBe('en-us');
    expect(q.theme).toBe('alpine');
    expect(q.breakpoint).toBe('lg');
    expect(q.previewDateTime).toBeUndefined();
    expect(q.segments).toEqual([]);
    expect(q.testContext).toBeUndefined();
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

  it('reads theme and breakpoint, ignoring unknown values', () => {
    expect(readShowcaseQuery({ theme: 'coast', breakpoint: 'all' })).toMatchObject({
      theme: 'coast',
      breakpoint: 'all',
    });
    expect(readShowcaseQuery({ theme: 'neon', breakpoint: 'xl' })).toMatchObject({
      theme: 'alpine',
      breakpoint: 'lg',
    });
  });

  it('reads the preview moment as UTC and keeps a bad one to show its error', () => {
    expect(readShowcaseQuery({ previewDateTime: '2030-01-02T09:30' }).previewDateTime).toBe(
      '2030-01-02T09:30',
    );
    const bad = readShowcaseQuery({ previewDateTime: 'next week' });
    expect(bad.previewDateTime).toBeUndefined();
    expect(bad.previewDateTimeInvalid).toBe('next week');
  });

  it('reads forced segments from a list or repeated values; a member flag implies logged in', () => {
    expect(readShowcaseQuery({ segments: 'employee,cartNotEmpty' }).segments).toEqual([
      'loggedIn',
      'employee',
      'cartNotEmpty',
    ]);
    expect(readShowcaseQuery({ segments: ['athlete', 'bogus'] }).segments).toEqual([
      'loggedIn',
      'athlete',
    ]);
  });

  it('merges p13n_testcontext with the variant picker fields; an empty field removes one', () => {
    const q = readShowcaseQuery({
      p13n_testcontext: 'a:one,b:two',
      'tc.b': '',
      'tc.c': 'three',
    });
    expect(q.testContext).toEqual({ a: 'one', c: 'three' });
    expect(readShowcaseQuery({ 'tc.a': '' }).testContext).toBeUndefined();
  });
});

describe('readPreviewDateTime', () => {
  it('normalises offsets to UTC and rejects what is not a date-time', () => {
    expect(readPreviewDateTime('2030-01-02T10:00+01:00')).toBe('2030-01-02T09:00');
    expect(readPreviewDateTime('2030-01-02T09:00:59Z')).toBe('2030-01-02T09:00');
    expect(readPreviewDateTime('2030-13-45T99:00')).toBeUndefined();
    expect(readPreviewDateTime('2030-01-02')).toBeUndefined();
  });

  it('gives the content service an ISO instant', () => {
    expect(previewInstant('2030-01-02T09:00')).toBe('2030-01-02T09:00:00.000Z');
  });
});

describe('formatTestContext', () => {
  it('writes pairs, or JSON when an id or variant has a separator', () => {
    expect(formatTestContext({ a: 'one', b: 'two' })).toBe('a:one,b:two');
    expect(formatTestContext({ 'x:y': 'one' })).toBe('{"x:y":"one"}');
  });
});

describe('showcaseHref', () => {
  it('writes every control that is set into the URL, in a fixed order', () => {
    const q = readShowcaseQuery({
      docType: 'page',
      limit: '10',
      locale: 'en-gb',
      previewDateTime: '2030-01-02T09:00',
      segments: ['loyaltyMember'],
      'tc.home-hero-test': 'variant-sale',
    });
    expect(showcaseHref(q, { page: 2 })).toBe(
      '/?docType=page&limit=10&page=2&locale=en-gb&theme=alpine&breakpoint=lg' +
        '&previewDateTime=2030-01-02T09%3A00&segments=loggedIn%2CloyaltyMember' +
        '&p13n_testcontext=home-hero-test%3Avariant-sale',
    );
  });

  it('round-trips: reading a written URL gives the same view', () => {
    const q = readShowcaseQuery({
      docType: 'experience',
      theme: 'coast',
      breakpoint: 'sm',
      segments: 'employee',
      p13n_testcontext: 'e:v',
    });
    const params = Object.fromEntries(new URL(showcaseHref(q), 'http://x').searchParams);
    expect(readShowcaseQuery(params)).toEqual(q);
  });
});

describe('needsCanonicalRedirect', () => {
  it('is true for a form submission with picker fields or repeated segments only', () => {
    expect(needsCanonicalRedirect({ 'tc.a': 'x' })).toBe(true);
    expect(needsCanonicalRedirect({ segments: ['loggedIn', 'employee'] })).toBe(true);
    expect(needsCanonicalRedirect({ segments: 'loggedIn,employee', docType: 'page' })).toBe(false);
  });
});

describe('renderHref', () => {
  it('puts theme and locale in the path and the document id in the query', () => {
    const q = readShowcaseQuery({ docType: 'page', theme: 'coast', locale: 'fr-ca' });
    const href = renderHref(q, 'home-fr-ca');
    expect(href.startsWith('/render/coast/fr-ca?docType=page&')).toBe(true);
    expect(new URL(href, 'http://x').searchParams.get('doc')).toBe('home-fr-ca');
    expect(href).not.toContain('breakpoint=');
  });
});
