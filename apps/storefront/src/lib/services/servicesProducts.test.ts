import { fetchRecommendations, fetchUpsell } from './servicesProducts';
import { productServices } from './servicesProductsClient';

vi.mock('server-only', () => ({}));

const product = (id: string, position: number) => ({
  recToken: `tok-${id}`,
  id,
  title: `Product ${id}`,
  url: `/p/product-${id.toLowerCase()}-${id}`,
  image: { url: `http://127.0.0.1:4000/media/products/${id}.svg`, alt: `Product ${id}` },
  price: { current: 100 + position, original: 120 + position },
  currency: 'USD',
  rating: { average: 4.5, count: 10 },
});

/** A fetch that answers the widget recommendations and product details calls of the mock API. */
function fakeApi() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/products/v1/widgetRecommendations') {
      const widgetId = url.searchParams.get('widgetId') ?? 'pdp-similar';
      return json({
        widgetId,
        title: 'Bestsellers',
        products: ['ALP1001M', 'ALP1101M', 'ALP2001W', 'ALP2101W'].map(product),
      });
    }
    if (url.pathname.endsWith('/details')) return new Response('{}', { status: 500 });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('storefront product services', () => {
  it('asks GET /products/v1/widgetRecommendations and puts product URLs under the locale', async () => {
    const calls = fakeApi();
    const answer = await fetchRecommendations('en-us', { widgetId: 'bestsellers', limit: 4 });
    expect(calls[0]).toMatch(/^\/products\/v1\/widgetRecommendations\?.*widgetId=bestsellers/);
    expect(calls[0]).toContain('limit=4');
    expect(answer.title).toBe('Bestsellers');
    expect(answer.products[0]).toMatchObject({
      recToken: 'tok-ALP1001M',
      url: '/en-us/p/product-alp1001m-ALP1001M',
      price: { current: 100, original: 120 },
    });
  });

  it('rejects bad input before calling the API', async () => {
    const calls = fakeApi();
    await expect(fetchRecommendations('en-us', { limit: 99 })).rejects.toThrow();
    await expect(fetchRecommendations('xx-zz', { limit: 4 })).rejects.toThrow(/Unknown locale/);
    expect(calls).toEqual([]);
  });

  it('takes upsell from the cart-upsell widget without the product itself; sku falls back to the id', async () => {
    const calls = fakeApi();
    const upsell = await fetchUpsell('en-gb', { productId: 'ALP1001M', limit: 3 });
    expect(calls[0]).toContain('widgetId=cart-upsell');
    expect(upsell.map((item) => item.id)).toEqual(['ALP1101M', 'ALP2001W', 'ALP2101W']);
    expect(upsell[0]).toMatchObject({ sku: 'ALP1101M', url: '/en-gb/p/product-alp1101m-ALP1101M' });
  });

  it('opens quick-shop by navigating to the product page when no quick-shop host is given', () => {
    const navigate = vi.fn();
    productServices('en-us', navigate).openQuickShop({
      id: 'ALP1001M',
      url: '/en-us/p/x-ALP1001M',
    });
    expect(navigate).toHaveBeenCalledWith('/en-us/p/x-ALP1001M');
  });
});
