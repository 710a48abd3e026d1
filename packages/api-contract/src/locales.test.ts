import {
  defaultLocalePath,
  findLocale,
  findLocaleByTag,
  languageOf,
  localisePath,
  storefrontLocales,
} from './locales';

describe('locales', () => {
  it('finds a locale by path, case-insensitively', () => {
    expect(findLocale('EN-CA')).toMatchObject({ siteId: 'ca', currency: 'CAD', region: 'NORA' });
    expect(findLocale('en-gb')).toMatchObject({ siteId: 'gb', currency: 'GBP', region: 'EMEA' });
    expect(findLocale('de-de')).toBeUndefined();
  });

  it('finds a locale by BCP 47 tag', () => {
    expect(findLocaleByTag('fr-CA')?.path).toBe('fr-ca');
    expect(findLocaleByTag('en_us')?.path).toBe('en-us');
    expect(findLocaleByTag('xx')).toBeUndefined();
  });

  it('has the default locale first and unique paths', () => {
    expect(storefrontLocales[0]?.path).toBe(defaultLocalePath);
    expect(new Set(storefrontLocales.map((l) => l.path)).size).toBe(storefrontLocales.length);
  });

  it('reads the language off any form of locale', () => {
    expect(languageOf('fr-ca')).toBe('fr');
    expect(languageOf('fr_CA')).toBe('fr');
    expect(languageOf('EN-GB')).toBe('en');
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('')).toBe('en');
    expect(languageOf(storefrontLocales[2] as (typeof storefrontLocales)[number])).toBe('fr');
  });
});

describe('localisePath', () => {
  // The rows where the three former helpers disagreed (an API helper in commerce, a CMS link
  // helper and a client-island helper in the storefront) are marked with what they gave.
  it.each([
    ['/p/boot-ALP1001M', '/en-gb/p/boot-ALP1001M'],
    ['/c/men-1001?sort=price#grid', '/en-gb/c/men-1001?sort=price#grid'],
    // was `/en-gb/` for the API and island helpers
    ['/', '/en-gb'],
    ['/?q=boot', '/en-gb?q=boot'],
    ['/#top', '/en-gb#top'],
    ['/en-gb/p/boot-ALP1001M', '/en-gb/p/boot-ALP1001M'],
    // another locale: the island helper prefixed it (`/en-gb/fr-ca/…`)
    ['/fr-ca/c/hommes-1001', '/fr-ca/c/hommes-1001'],
    ['/EN-US/p/boot-ALP1001M', '/EN-US/p/boot-ALP1001M'],
    // a locale without a trailing slash: the API and island helpers doubled it (`/en-gb/en-gb`)
    ['/en-gb', '/en-gb'],
    ['/fr-ca?q=botte', '/fr-ca?q=botte'],
    // a segment shaped like a locale the storefront does not serve is an ordinary path
    ['/go-on/sale', '/en-gb/go-on/sale'],
    ['https://example.com/x', 'https://example.com/x'],
    // protocol-relative: the API and island helpers prefixed it (`/en-gb//cdn…`)
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    // an anchor or relative path: the API helper prefixed it (`/en-gb/#main`, `/en-gb/p/x`)
    ['#main', '#main'],
    ['p/boot-ALP1001M', 'p/boot-ALP1001M'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+18005550100', 'tel:+18005550100'],
    ['', ''],
  ])('%s → %s', (path, expected) => {
    expect(localisePath('en-gb', path)).toBe(expected);
  });
});
