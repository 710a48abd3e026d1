import fc from 'fast-check';
import { storefrontLocales } from './locales';
import { maxRedirectLength, safeRedirectPath } from './redirects';

const origin = 'https://shop.example';
const localePaths = storefrontLocales.map((locale) => locale.path);

/** Whether the result is a path under a storefront locale that stays on the site. */
function isSafe(result: string): boolean {
  const segment = /^\/([^/?#]*)/.exec(result)?.[1] ?? '';
  return (
    (localePaths as readonly string[]).includes(segment) &&
    new URL(result, origin).origin === origin &&
    !result.startsWith('//') &&
    !/\\|%5c/i.test(result)
  );
}

const bypasses = [
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/..//evil.example/x',
  '/en-us/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2E/%2F/evil.example',
  '%2f%2fevil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%252f%252fevil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/en-us/%5c%5cevil.example',
  'user@evil.example',
  '//user@evil.example',
  '/\\user@evil.example',
  'https://user:pass@evil.example',
  'https://evil.example/en-us',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DaTa:text/html,x',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/en-us/\u0000',
  `/en-us/${'a'.repeat(maxRedirectLength)}`,
  '/en-us/%',
  '/EN-US/../..//evil.example',
  '',
];

describe('safeRedirectPath', () => {
  it('keeps same-origin paths under a locale, with query and fragment', () => {
    expect(safeRedirectPath('/en-us/checkout?step=billing', 'en-us')).toBe(
      '/en-us/checkout?step=billing',
    );
    expect(safeRedirectPath('/fr-ca/events#inscription', 'en-us')).toBe(
      '/fr-ca/events#inscription',
    );
    expect(safeRedirectPath('/en-gb', 'en-us')).toBe('/en-gb');
    expect(safeRedirectPath('/EN-CA/cart', 'en-us')).toBe('/en-ca/cart');
    expect(safeRedirectPath('/en-us/p/x/../y', 'en-us')).toBe('/en-us/p/y');
  });

  it('answers the home of the locale for paths outside the locales', () => {
    expect(safeRedirectPath('/cart', 'fr-ca')).toBe('/fr-ca');
    expect(safeRedirectPath('/en-usx/cart', 'en-gb')).toBe('/en-gb');
    expect(safeRedirectPath('/en-us/../cart', 'en-gb')).toBe('/en-gb');
    expect(safeRedirectPath(undefined, 'de-de')).toBe('/en-us');
    expect(safeRedirectPath(['/en-us/cart'], 'en-ca')).toBe('/en-ca');
  });

  it('refuses every known bypass with the locale home', () => {
    for (const value of bypasses) {
      const result = safeRedirectPath(value, 'en-ca');
      expect(result, JSON.stringify(value)).toBe('/en-ca');
      expect(isSafe(result)).toBe(true);
    }
  });

  it('never leaves the site nor the locales, whatever the input (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '..',
      '/..',
      '.',
      '%2e',
      '%2E%2E',
      '%2f',
      '%2F',
      '%5c',
      '%5C',
      '%25',
      '%',
      '@',
      'user@',
      ':',
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      'https:',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ' ',
      '?',
      '#',
      'evil.example',
      'en-us',
      'EN-US',
      'fr-ca',
      'cart',
    );
    const crafted = fc.array(fc.oneof(piece, fc.string({ maxLength: 6 })), { maxLength: 12 });
    const input = fc.oneof(
      crafted.map((parts) => parts.join('')),
      crafted.map((parts) => `/${parts.join('')}`),
      crafted.map((parts) => `/en-us/${parts.join('')}`),
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(input, fc.constantFrom(...localePaths), (value, localePath) =>
        isSafe(safeRedirectPath(value, localePath)),
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});
