import type { BasketResponse } from '@storefront/api-contract';
import type { CartActionResult, ExpressActions } from '@storefront/commerce';
import { addToCartEvent, withAddToCartTracking, withExpressAddTracking } from './cartAnalytics';
import { productOrigins } from './productOrigins';

const basket = {
  currency: 'USD',
  items: [{ productId: 'ALP1001M-BLA-9', masterId: 'ALP1001M', price: { current: 149.95 } }],
} as unknown as BasketResponse;
const added: CartActionResult = { ok: true, basket };
const failed: CartActionResult = { ok: false, code: 'INV700', message: 'Out of stock' };

describe('add-to-cart analytics (spec 3 §9 origins, §8 failure tracking)', () => {
  it('keeps the fixed origin labels', () => {
    expect(productOrigins).toEqual({
      search: 'Search',
      grid: 'Grid',
      autoSuggest: 'Auto Suggest',
      productPage: 'Product Page',
      recommendations: 'Recommendations',
      favorites: 'Favorites',
      expressCheckout: 'Express Checkout',
      quickShop: 'Quick Shop',
    });
  });

  it('names an add with its origin, page type, product line and price', () => {
    expect(
      addToCartEvent(
        '/en-us/c/footwear-3000',
        { productId: 'ALP1001M-BLA-9', qty: 1, origin: productOrigins.grid },
        added,
      ),
    ).toEqual({
      name: 'addToCart',
      data: {
        pageType: 'category',
        origin: 'Grid',
        productId: 'ALP1001M-BLA-9',
        quantity: 1,
        masterId: 'ALP1001M',
        price: 149.95,
        currency: 'USD',
      },
    });
    const page = addToCartEvent(
      '/fr-ca/p/mens-summit-gtx-boot-ALP1001M',
      { productId: 'ALP1001M-BLA-9', origin: productOrigins.productPage },
      added,
    );
    expect(page.data).toMatchObject({ pageType: 'product', origin: 'Product Page', quantity: 1 });
  });

  it('labels an add without an origin as Quick Shop and tracks a failure with its code', () => {
    expect(addToCartEvent('/en-us/search', { productId: 'X-1', qty: 2 }, failed)).toEqual({
      name: 'addToCartFailure',
      data: {
        pageType: 'search',
        origin: 'Quick Shop',
        productId: 'X-1',
        quantity: 2,
        errorCode: 'INV700',
      },
    });
  });

  it('sends the add without its origin and pushes one event per answer', async () => {
    const addItem = vi.fn().mockResolvedValueOnce(failed).mockResolvedValueOnce(added);
    const track = vi.fn();
    const add = withAddToCartTracking(addItem, track, () => '/en-us/search');
    const input = { productId: 'ALP1001M-BLA-9', qty: 1, origin: productOrigins.search };
    expect(await add(input, [])).toBe(failed);
    expect(await add(input, [])).toBe(added);
    expect(addItem).toHaveBeenCalledWith({ productId: 'ALP1001M-BLA-9', qty: 1 }, []);
    expect(track.mock.calls.map(([event]) => [event.name, event.data.origin])).toEqual([
      ['addToCartFailure', 'Search'],
      ['addToCart', 'Search'],
    ]);
  });

  it('pushes an express buy-now as an add with its origin; paying the cart pushes nothing', async () => {
    const session = {
      sessionId: 'ps_1',
      merchantSession: {},
      storeCountry: 'US',
      billingCountries: ['US'],
      shippingMethods: [],
      totals: {
        currency: 'USD',
        itemTotal: 149.95,
        shipping: 0,
        tax: 0,
        totalDiscount: 0,
        total: 149.95,
      },
    };
    const start = vi
      .fn<ExpressActions['start']>()
      .mockResolvedValueOnce({ ok: true, session })
      .mockResolvedValueOnce({ ok: false, kind: 'unknown', code: 'INV700', message: 'Sold out' })
      .mockResolvedValueOnce({ ok: true, session });
    const track = vi.fn();
    const tracked = withExpressAddTracking(start, track, () => '/en-us/p/boot-ALP1001M');
    const source = { kind: 'product' as const, variantId: 'ALP1001M-BLA-9', productId: 'ALP1001M' };
    await tracked(source, 'wallet');
    await tracked(source, 'paypal');
    await tracked({ kind: 'basket', place: 'cart' }, 'wallet');
    expect(start).toHaveBeenCalledTimes(3);
    expect(track.mock.calls.map(([event]) => event)).toEqual([
      {
        name: 'addToCart',
        data: {
          pageType: 'product',
          origin: 'Express Checkout',
          productId: 'ALP1001M-BLA-9',
          quantity: 1,
          masterId: 'ALP1001M',
          price: 149.95,
          currency: 'USD',
        },
      },
      {
        name: 'addToCartFailure',
        data: {
          pageType: 'product',
          origin: 'Express Checkout',
          productId: 'ALP1001M-BLA-9',
          quantity: 1,
          errorCode: 'INV700',
        },
      },
    ]);
  });
});
