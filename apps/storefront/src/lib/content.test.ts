import { findLocale } from '@storefront/api-contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const locale = findLocale('en-us')!;
let contentTagsOf: typeof import('./content').contentTagsOf;

// The unit project shares one module graph per worker: load the module afresh after the mock.
beforeAll(async () => {
  vi.resetModules();
  ({ contentTagsOf } = await import('./content'));
}, 60_000);

describe('contentTagsOf (cache tags of published content reads)', () => {
  it('tags a site document (menu, footer, pop-ups) without a slug, as its publication does', () => {
    // The mock API's publication of a site document revalidates `content:{locale}:{docType}:-`.
    for (const call of ['menu', 'footer', 'popups'] as const) {
      expect(contentTagsOf(call, locale, 'ignored')).toEqual([
        'content',
        `content:en-us:${call}:-`,
      ]);
    }
  });

  it('tags a page by its slug, home by default, and a routed fixed page as an augmented page', () => {
    expect(contentTagsOf('page', locale, 'about')).toEqual(['content', 'content:en-us:page:about']);
    expect(contentTagsOf('page', locale)).toEqual(['content', 'content:en-us:page:home']);
    expect(contentTagsOf('page', locale, 'promotions')).toEqual([
      'content',
      'content:en-us:augmentedpage:promotions',
    ]);
  });
});
