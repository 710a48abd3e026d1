import { storefrontLocales } from '@storefront/api-contract';
import { commerceMessages } from '@storefront/commerce/messages';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SearchParams } from '../lib/preview';
import consentEn from '../messages/en/consent.json';
import searchEn from '../messages/en/search.json';
import shellEn from '../messages/en/shell.json';

/**
 * The pseudo-locale check (design: "Messages"): the shell's pages are rendered with every
 * message of the `shell` catalogue wrapped in ⟦…⟧, and no visible text or accessible name may
 * be left outside the brackets, except content (none here: the content service answers
 * nothing) and the few non-words below. A string hard-coded in the header, the footer, the
 * skip link, the content pages' messages or the 404 pages makes this test fail.
 */

type Messages = { [key: string]: string | Messages };

/** Wraps every message in ⟦…⟧ (ICU arguments kept). */
function pseudo(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? `⟦${value}⟧` : pseudo(value),
    ]),
  );
}

/**
 * The shell's and the header search's words, and commerce's that the layout turns into its
 * islands' strings (the sign-in panel, the mini cart's express buttons, their captcha).
 */
const pseudoCatalogue: Messages = {
  shell: pseudo(shellEn),
  search: pseudo(searchEn),
  consent: pseudo(consentEn),
  ...Object.fromEntries(
    Object.entries(commerceMessages.en).map(([namespace, words]) => [
      namespace,
      pseudo(words as Messages),
    ]),
  ),
};

const translatorFor = (namespace: string) =>
  createTranslator({
    locale: 'en-US',
    messages: pseudoCatalogue,
    namespace: namespace as 'shell',
    // A namespace the catalogue lacks is a bug of this test's set-up, not a warning.
    onError: (error) => {
      throw error;
    },
  });

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', () => ({
  getTranslations: async (options: string | { namespace: string }) =>
    translatorFor(typeof options === 'string' ? options : options.namespace),
  getLocale: async () => 'en-US',
}));
vi.mock('next/server', () => ({ connection: async () => undefined }));
// Cache components' functions, as outside a request: the URL's locale and no cache.
vi.mock('next/root-params', () => ({ locale: async () => 'en-us' }));
vi.mock('../lib/cache/readCache', async (original) => ({
  ...(await original<typeof import('../lib/cache/readCache')>()),
  copyrightYear: async () => '2026',
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(),
  draftMode: async () => ({ isEnabled: true }),
}));
// The unit project shares one module graph per worker (isolate: false): another file may have
// loaded lib/draft first, bound to the real next/headers. The draft mode comes from here then.
vi.mock('../lib/draft', async (original) => {
  const { readPreviewQuery } = await import('../lib/preview');
  return {
    ...(await original<typeof import('../lib/draft')>()),
    isDraftMode: async () => true,
    previewQueryOf: async (searchParams: SearchParams) => readPreviewQuery(searchParams, true),
  };
});
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('notFound');
  },
  usePathname: () => '/en-us',
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// No request here: the origin (session cookies' Secure flag) is a constant.
vi.mock('../lib/security/origin', () => ({
  storefrontOrigin: async () => 'http://127.0.0.1:3000',
}));
vi.mock('../lib/session/session', async (original) => ({
  ...(await original<typeof import('../lib/session/session')>()),
  readSession: async () => ({ signedIn: false }),
}));
vi.mock('../lib/auth/actions', () => ({ signOutAction: vi.fn() }));
vi.mock('../lib/content', () => ({
  apiBaseUrl: 'http://127.0.0.1:1',
  getMenuContent: async () => ({ ok: false, reason: 'unavailable' }),
  getFooterContent: async () => ({ ok: false, reason: 'unavailable' }),
  getPopupsDocument: async () => ({ ok: false, reason: 'unavailable' }),
  getPageContent: async () => ({ ok: false, reason: 'unavailable' }),
  getAugmentedContent: async () => ({ ok: false, reason: 'unavailable' }),
}));
vi.mock('../lib/navigationShell', async (original) => ({
  ...(await original<typeof import('../lib/navigationShell')>()),
  getPopupsContent: async () => null,
}));

// The unit project shares one module graph per worker (isolate: false): the pages below are
// imported afresh, so every module they load gets the mocks above even when another file
// imported it first (the header's session and content reads, the sign-out action).
vi.resetModules();

/** Text that is not a word of the interface: the brand, locale codes and names (endonyms). */
const notWords = [
  'Alpine',
  'Outfitters',
  ...storefrontLocales.map((locale) => locale.path),
  'United States (English)',
  'Canada (English)',
  'Canada (Français)',
  'United Kingdom (English)',
];

/** The visible text and accessible names of some HTML left outside ⟦…⟧ and not in {@link notWords}. */
function wordsOutsideCatalogue(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of doc.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const texts: string[] = [];
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.textContent ?? '');
  for (const element of doc.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => {
      let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
      for (const word of notWords) rest = rest.replaceAll(word, ' ');
      return rest.replace(/[\d\s©·|·.,:;!?()–—-]+/g, ' ').trim();
    })
    .filter((rest) => /\p{L}/u.test(rest));
}

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe('pseudo-locale: the shell takes every word from the catalogue', () => {
  it('the locale layout (skip link, header, footer) around a page', async () => {
    const { default: LocaleLayout } = await import('../../app/[locale]/layout');
    const page = await html(
      await LocaleLayout({
        params: Promise.resolve({ locale: 'en-us' }),
        children: <p>⟦page⟧</p>,
      }),
    );
    expect(page).toContain('⟦Skip to main content⟧');
    expect(page).toContain('⟦Cart⟧');
    expect(page).toContain('⟦All countries and languages⟧');
    expect(wordsOutsideCatalogue(page)).toEqual([]);
  }, 60_000);

  it('the 404 pages (in a locale and outside every locale)', async () => {
    const { default: LocaleNotFound } = await import('../../app/[locale]/not-found');
    const { default: GlobalNotFound, generateMetadata } = await import(
      '../../app/global-not-found'
    );
    const inLocale = await html(await LocaleNotFound());
    expect(inLocale).toContain('⟦Page not found⟧');
    expect(wordsOutsideCatalogue(inLocale)).toEqual([]);
    const outside = await html(await GlobalNotFound());
    expect(wordsOutsideCatalogue(outside)).toEqual([]);
    expect((await generateMetadata()).title).toBe('⟦Page not found⟧');
  });

  it('a content page the content service cannot give (with the preview bar)', async () => {
    const { ContentPage } = await import('../components/ContentPage');
    const page = await html(
      await ContentPage({
        locale: storefrontLocales[0]!,
        slug: 'about',
        path: '/en-us/about',
        searchParams: { preview: 'true' },
      }),
    );
    expect(page).toContain('⟦We can’t show this page right now⟧');
    expect(page).toContain('⟦Preview mode⟧');
    expect(wordsOutsideCatalogue(page)).toEqual([]);
  }, 60_000);

  it('fails on a hard-coded word (the check itself)', () => {
    expect(wordsOutsideCatalogue('<p>⟦Cart⟧</p><a aria-label="Sign in">x</a>').sort()).toEqual([
      'Sign in',
      'x',
    ]);
  });
});
