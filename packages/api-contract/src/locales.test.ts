import {
  defaultLocalePath,
  findLocale,
  findLocaleByTag,
  languageOf,
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
