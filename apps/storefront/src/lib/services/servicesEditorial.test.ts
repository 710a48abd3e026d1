import { vi } from 'vitest';

vi.mock('server-only', () => ({}));
// The production loaders are `'use cache'` reads: outside Next the directive does nothing and
// `keepRead` marks the entry through these.
const cacheCalls = vi.hoisted(() => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
vi.mock('next/cache', () => cacheCalls);

// Imported afresh: the unit project shares one module graph per worker (`isolate: false`), so
// a file run before this one may have loaded `lib/cache/readCache` with the real `next/cache`.
vi.resetModules();
const { loadGalleryAction, searchArticlesAction } = await import('./servicesEditorial');
const { editorialServices } = await import('./servicesEditorialClient');
const { editorialPrefetch, editorialPrefetchTimeoutMs } = await import('./servicesEditorialServer');

const media = {
  id: 'med-0001',
  customerId: 'alpine-na',
  categoryId: 'climb',
  streamIds: ['str-community'],
  caption: 'Wall #climb',
  altText: 'Climber on a granite wall',
  source: 'instagram',
  username: '@lucie',
  images: { thumbnail: 'http://m/t.svg', normal: 'http://m/n.svg' },
  width: 600,
  height: 750,
  likes: 3,
  createdAt: '2026-10-30T09:00:00.000Z',
};

function stubFetch(answer: unknown) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input)));
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  cacheCalls.cacheLife.mockClear();
  cacheCalls.cacheTag.mockClear();
});

describe('gallery service of the storefront', () => {
  it('loads a customer gallery from the customer path with the filter as category', async () => {
    const urls = stubFetch({ data: [media], page: 1, count: 6, total: 9, next: 2 });
    const page = await loadGalleryAction('fr-ca', {
      kind: 'customer',
      containerId: 'alpine-na',
      filter: 'climb',
      count: 6,
    });
    expect(urls[0]?.pathname).toBe('/social/v1/customers/alpine-na/media/recent');
    expect(urls[0]?.searchParams.get('categoryId')).toBe('climb');
    expect(urls[0]?.searchParams.get('count')).toBe('6');
    expect(urls[0]?.searchParams.get('locale')).toBe('fr-CA');
    expect(page).toEqual({
      items: [
        {
          id: 'med-0001',
          imageUrl: 'http://m/n.svg',
          altText: 'Climber on a granite wall',
          caption: 'Wall #climb',
          username: '@lucie',
          width: 600,
          height: 750,
        },
      ],
      total: 9,
      next: 2,
    });
  });

  it('loads a stream gallery from the stream path', async () => {
    const urls = stubFetch({ data: [], page: 1, count: 12, total: 0 });
    await loadGalleryAction('en-us', { kind: 'stream', containerId: 'str-community', count: 12 });
    expect(urls[0]?.pathname).toBe('/social/v1/streams/str-community/media/recent');
    expect(urls[0]?.searchParams.has('categoryId')).toBe(false);
  });
});

describe('article search of the storefront', () => {
  it('searches the site articles, /pre in preview', async () => {
    const urls = stubFetch({ result: [], facets: [], numFound: 0 });
    await editorialServices('en-gb', 'preview').articles?.search({
      limit: 3,
      offset: 3,
      tagId: 'hiking',
    });
    await searchArticlesAction('en-gb', {});
    expect(urls[0]?.pathname).toBe('/pre/caas/v1/canvas/search/gb/article');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toMatchObject({
      limit: '3',
      offset: '3',
      tagId: 'hiking',
    });
    expect(urls[1]?.pathname).toBe('/pub/caas/v1/canvas/search/gb/article');
  });
});

describe('server loaders of the storefront (BlockServices.prefetch)', () => {
  it('search the articles and load the gallery of the locale, bounded at 1500 ms', async () => {
    const urls = stubFetch({ result: [], facets: [], numFound: 0 });
    const prefetch = editorialPrefetch('fr-ca', 'production');
    expect(prefetch.timeoutMs).toBe(1500);
    expect(editorialPrefetchTimeoutMs).toBe(1500);
    await prefetch.articles?.search({ limit: 3, offset: 0 });
    expect(urls[0]?.pathname).toBe('/pub/caas/v1/canvas/search/ca/article');
    expect(urls[0]?.searchParams.get('limit')).toBe('3');
    // Published articles are kept in the read cache under the content tag (dropped on publication).
    expect(cacheCalls.cacheTag).toHaveBeenCalledWith('content');
    cacheCalls.cacheTag.mockClear();
    await editorialPrefetch('en-us', 'preview').articles?.search({ limit: 3 });
    expect(urls[1]?.pathname).toBe('/pre/caas/v1/canvas/search/us/article');
    // Preview reads never go through the cache.
    expect(cacheCalls.cacheTag).not.toHaveBeenCalled();
  });

  it('keep no failed read and reject as the direct call does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await expect(
      editorialPrefetch('en-us', 'production').articles?.search({ limit: 3 }),
    ).rejects.toThrow();
    expect(cacheCalls.cacheLife).toHaveBeenCalledWith({ stale: 0, revalidate: 0, expire: 0 });
    expect(cacheCalls.cacheTag).not.toHaveBeenCalled();
  });

  it('load the first page of a gallery', async () => {
    const urls = stubFetch({ data: [media], page: 1, count: 12, total: 1 });
    const page = await editorialPrefetch('en-us', 'production').gallery?.load({
      kind: 'stream',
      containerId: 'str-community',
      count: 12,
    });
    expect(urls[0]?.pathname).toBe('/social/v1/streams/str-community/media/recent');
    expect(page?.items.map((item) => item.id)).toEqual(['med-0001']);
  });
});
