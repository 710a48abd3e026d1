import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { countryHeaderName, countryOf, locationSuggestion, pathOnSite } from './detect';

const site = (path: string) => findLocale(path) as StorefrontLocale;

describe('location detection (spec 1 §2 location confirmation)', () => {
  it('reads the configured header name and the country it carries', () => {
    expect(countryHeaderName(undefined)).toBeUndefined();
    expect(countryHeaderName(' CloudFront-Viewer-Country ')).toBe('cloudfront-viewer-country');
    expect(countryHeaderName('bad header')).toBeUndefined();
    expect(countryOf(' gb ')).toBe('GB');
    expect(countryOf('XX')).toBeUndefined();
    expect(countryOf('GBR')).toBeUndefined();
    expect(countryOf(null)).toBeUndefined();
  });

  const paths = (suggestion: ReturnType<typeof locationSuggestion>) =>
    suggestion?.targets.map((target) => target.path);

  it('offers the sites of another country, the page’s language first', () => {
    expect(paths(locationSuggestion(site('en-us'), 'GB', undefined))).toEqual(['en-gb']);
    expect(paths(locationSuggestion(site('en-us'), 'CA', undefined))).toEqual(['en-ca', 'fr-ca']);
    expect(paths(locationSuggestion(site('fr-ca'), 'US', undefined))).toEqual(['en-us']);
    expect(locationSuggestion(site('en-gb'), 'CA', undefined)?.country).toBe('CA');
  });

  it('offers nothing for the same country, an unknown one, none, or once answered', () => {
    expect(locationSuggestion(site('en-ca'), 'CA', undefined)).toBeUndefined();
    expect(locationSuggestion(site('en-us'), 'DE', undefined)).toBeUndefined();
    expect(locationSuggestion(site('en-us'), undefined, undefined)).toBeUndefined();
    expect(locationSuggestion(site('en-us'), 'GB', 'GB')).toBeUndefined();
    expect(paths(locationSuggestion(site('en-us'), 'GB', 'CA'))).toEqual(['en-gb']);
  });

  it('keeps the page and its query on the other site', () => {
    expect(pathOnSite('/en-us/stores?q=80202', 'en-gb')).toBe('/en-gb/stores?q=80202');
    expect(pathOnSite('/en-us', 'fr-ca')).toBe('/fr-ca');
    expect(pathOnSite('/en-us?x=1', 'en-gb')).toBe('/en-gb?x=1');
    expect(pathOnSite('//evil.example/x', 'en-gb')).toBe('/en-gb');
  });
});
