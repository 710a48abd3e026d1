import { describe, expect, it } from 'vitest';
import { ContentError, type ContentTransport, createContentService } from './contentService';

const doc = { id: 'd', docType: 'page', slug: 'home', locale: 'en-gb', slots: { main: [] } };

class TransportError extends Error {
  constructor(
    readonly errorId: string,
    readonly status: number,
  ) {
    super(errorId);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** A fake transport recording `path?query` of each call; answers `answer` or throws it. */
function setup(answer: unknown = doc) {
  const calls: { path: string; query: Query }[] = [];
  const transport: ContentTransport = {
    locale: { siteId: 'gb' },
    async get<T>(path: string, options?: { query?: Query }) {
      calls.push({ path, query: options?.query ?? {} });
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  const urls = () =>
    calls.map(({ path, query }) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      return search ? `${path}?${search}` : path;
    });
  return { transport, calls, urls };
}

describe('createContentService', () => {
  it('calls every pub path of spec 2 §7 with the site id', async () => {
    const { transport, urls } = setup();
    const content = createContentService(transport);
    await expect(content.getPage('home')).resolves.toMatchObject({ id: 'd' });
    await content.getPage('about/team');
    await content.getMenu();
    await content.getFooter();
    await content.getPopups();
    await content.getFragment('usp');
    await content.getCategory('boots');
    await content.getProduct('P 1');
    await content.getChildren('about');
    await content.getAugmentedPage('cart');
    await content.getSearch('products', { q: 'boot', facet: null, sort: undefined });
    expect(urls()).toEqual([
      '/pub/caas/v1/canvas/page/gb/home',
      '/pub/caas/v1/canvas/page/gb/about/team',
      '/pub/caas/v1/canvas/menu/gb',
      '/pub/caas/v1/canvas/footer/gb',
      '/pub/caas/v1/canvas/popups/gb',
      '/pub/caas/v1/canvas/fragment/usp',
      '/pub/caas/v1/canvas/category/gb/boots',
      '/pub/caas/v1/canvas/product/gb/P%201',
      '/pub/caas/v1/canvas/children/gb/about',
      '/pub/caas/v1/canvas/augmentedpage/gb/cart',
      '/pub/caas/v1/canvas/search/gb/products?q=boot',
    ]);
  });

  it('never hands null or undefined query values to the transport', async () => {
    const { transport, calls } = setup();
    await createContentService(transport).getSearch('products', { q: null, page: 0, x: false });
    expect(calls[0]?.query).toEqual({ page: 0, x: false });
  });

  it('uses /pre with previewDateTime and cmsEnv in preview', async () => {
    const { transport, calls } = setup();
    await createContentService(transport, {
      preview: true,
      previewDateTime: '2026-12-24T00:00:00Z',
      cmsEnv: 'staging',
    }).getPage('home');
    expect(calls[0]).toEqual({
      path: '/pre/caas/v1/canvas/page/gb/home',
      query: { previewDateTime: '2026-12-24T00:00:00Z', cmsEnv: 'staging' },
    });
  });

  it('sends cmsEnv but not previewDateTime outside preview', async () => {
    const { transport, calls } = setup();
    await createContentService(transport, {
      previewDateTime: '2026-12-24T00:00:00Z',
      cmsEnv: 'qa',
    }).getMenu();
    expect(calls[0]).toEqual({ path: '/pub/caas/v1/canvas/menu/gb', query: { cmsEnv: 'qa' } });
  });

  it('pages the showcase', async () => {
    const { transport, urls } = setup({ results: [doc], total: 1, page: 2, limit: 10 });
    const page = await createContentService(transport).getShowcase('article', {
      limit: 10,
      page: 2,
    });
    expect(page.results).toHaveLength(1);
    expect(urls()[0]).toBe('/pub/caas/v1/canvas/showcase/gb/article?limit=10&page=2');
  });

  it('rethrows the transport error unchanged (API404 stays tellable)', async () => {
    const notFound = new TransportError('API404', 404);
    const { transport } = setup(notFound);
    await expect(createContentService(transport).getPage('nope')).rejects.toBe(notFound);
  });

  it('throws ContentError GEN500 when the answer is not a content document', async () => {
    const { transport } = setup({ hello: 'world' });
    const error = await createContentService(transport)
      .getMenu()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      errorId: 'GEN500',
      path: '/pub/caas/v1/canvas/menu/gb',
    });
  });
});
