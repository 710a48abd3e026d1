import { describe, expect, it } from 'vitest';
import { isExternalUrl } from './isExternalUrl';

describe('isExternalUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/file.pdf',
    '  https://example.com  ',
  ])('treats %s as external', (url) => {
    expect(isExternalUrl(url)).toBe(true);
  });

  it.each([
    '/en-us/c/shoes',
    'shoes',
    '../up',
    '#reviews',
    '?page=2',
    'mailto:help@example.com',
    'tel:+15555550100',
    '',
    'javascript:alert(1)',
    'https://',
  ])('treats %s as internal', (url) => {
    expect(isExternalUrl(url)).toBe(false);
  });

  it('treats a URL on the site origin as internal', () => {
    expect(isExternalUrl('https://shop.example.com/en-us', 'https://shop.example.com')).toBe(false);
    expect(isExternalUrl('//shop.example.com/en-us', 'https://shop.example.com')).toBe(false);
  });

  it('treats another origin as external even with a site origin', () => {
    expect(isExternalUrl('https://other.example.com/', 'https://shop.example.com')).toBe(true);
    expect(isExternalUrl('http://shop.example.com/', 'https://shop.example.com')).toBe(true);
  });

  it('treats an absolute URL as external when the site origin is unparsable', () => {
    expect(isExternalUrl('https://example.com', 'not a url')).toBe(true);
  });
});
