import { findLocale } from '@storefront/api-contract';
import { ApiError, createApiClient } from '../api/client';
import { createContentService } from './contentService';

const doc = { id: 'd', docType: 'page', slug: 'home', locale: 'en-gb', slots: { main: [] } };

function setup(answer: unknown = doc, status = 200) {
  const urls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input)));
    return new Response(JSON.stringify(answer), { status });
  }) as typeof globalThis.fetch;
  const client = createApiClient({
    baseUrl: 'http://api.test',
    locale: findLocale('en-gb')!,
    fetch,
  });
  return { client, urls };
}

describe('createContentService', () => {
  it('calls the pub paths with the site id and locale', async () => {
    const { client, urls } = setup();
    const content = createContentService(client);
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
    await content.getSearch('products', { q: 'boot', facet: null });
    expect(urls.map((u) => u.pathname + u.search)).toEqual([
      '/pub/caas/v1/canvas/page/gb/home?locale=en-GB',
      '/pub/caas/v1/canvas/page/gb/about/team?locale=en-GB',
      '/pub/caas/v1/canvas/menu/gb?locale=en-GB',
      '/pub/caas/v1/canvas/footer/gb?locale=en-GB',
      '/pub/caas/v1/canvas/popups/gb?locale=en-GB',
      '/pub/caas/v1/canvas/fragment/usp?locale=en-GB',
      '/pub/caas/v1/canvas/category/gb/boots?locale=en-GB',
      '/pub/caas/v1/canvas/product/gb/P%201?locale=en-GB',
      '/pub/caas/v1/canvas/children/gb/about?locale=en-GB',
      '/pub/caas/v1/canvas/augmentedpage/gb/cart?locale=en-GB',
      '/pub/caas/v1/canvas/search/gb/products?locale=en-GB&q=boot',
    ]);
  });

  it('uses /pre with previewDateTime and cmsEnv in preview', async () => {
    const { client, urls } = setup();
    await createContentService(client, {
      preview: true,
      previewDateTime: '2026-12-24T00:00:00Z',
      cmsEnv: 'staging',
    }).getPage('home');
    expect(urls[0]?.pathname).toBe('/pre/caas/v1/canvas/page/gb/home');
    expect(urls[0]?.searchParams.get('previewDateTime')).toBe('2026-12-24T00:00:00Z');
    expect(urls[0]?.searchParams.get('cmsEnv')).toBe('staging');
  });

  it('does not send previewDateTime outside preview', async () => {
    const { client, urls } = setup();
    await createContentService(client, { previewDateTime: '2026-12-24T00:00:00Z' }).getMenu();
    expect(urls[0]?.searchParams.has('previewDateTime')).toBe(false);
  });

  it('pages the showcase', async () => {
    const { client, urls } = setup({ results: [doc], total: 1, page: 2, limit: 10 });
    const page = await createContentService(client).getShowcase('article', { limit: 10, page: 2 });
    expect(page.results).toHaveLength(1);
    expect(urls[0]?.search).toBe('?locale=en-GB&limit=10&page=2');
  });

  it('throws API404 when no document applies', async () => {
    const { client } = setup(
      { appId: 'caas', correlationId: 'c', errorDetails: [{ errorId: 'API404', message: 'No' }] },
      404,
    );
    await expect(createContentService(client).getPage('nope')).rejects.toMatchObject({
      errorId: 'API404',
      status: 404,
    });
  });

  it('throws GEN500 when the answer is not a content document', async () => {
    const { client } = setup({ hello: 'world' });
    const error = await createContentService(client)
      .getMenu()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorId: 'GEN500' });
  });
});
