import { act, render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import type { BlockLog } from '../../renderer/log';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import {
  createProductsSimulator,
  type ProductServices,
  simulatedRecommendedProducts,
} from '../../services/products';
import { type AnalyticsEvent, createBlockServices } from '../../services/types';
import { productCarouselFixtures as fx } from './fixtures';
import { productCarouselBlock } from './index';
import { impressionEvent, lazyRootMargin, loadProductCarousel } from './load';
import { productCarouselSchema } from './schema';

const registry = createRegistry([productCarouselBlock]);
const parse = (fields: unknown) => productCarouselSchema.parse(fields);

/** A controllable IntersectionObserver: `intersect()` reports every observed element. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  intersect() {
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('productCarousel schema', () => {
  it('defaults the limit by source: 12 recommendations, 3 upsell (spec 3 §9)', () => {
    expect(parse({}).limit).toBe(12);
    expect(parse({ source: 'upsell' }).limit).toBe(3);
    expect(parse({ source: 'upsell', limit: 99 }).limit).toBe(3);
    expect(parse({ source: 'teaser' }).source).toBe('recommendations');
  });

  it('rejects bad product and category ids', () => {
    const result = productCarouselSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'productId',
      'categoryId',
    ]);
  });
});

describe('product carousel data rules', () => {
  it('loads up to 3 upsell products with their sku, for the page’s product', async () => {
    const upsell = vi.fn(createProductsSimulator().upsell);
    const products: ProductServices = { ...createProductsSimulator(), upsell };
    const data = await loadProductCarousel(products, parse(fx.upsell.fields), {
      productId: 'ALP1001M',
    });
    expect(upsell).toHaveBeenCalledWith({ productId: 'ALP1001M', limit: 3 });
    expect(data.cards).toHaveLength(3);
    expect(data.cards[0]).toMatchObject({ sku: 'ALP1101M-01', name: 'Ridge Runner' });
  });

  it('sends a recommendation impression with at most 24 products', () => {
    const fields = parse(fx.valid.fields);
    const cards = simulatedRecommendedProducts(30).map((p) => ({
      id: p.id,
      name: p.title,
      url: p.url,
      image: p.image,
      price: p.price,
      currency: p.currency,
      recToken: p.recToken,
    }));
    const event = impressionEvent('b1', fields, cards);
    const items = event?.data?.items as { recToken: string; position: number }[];
    expect(event?.name).toBe('recommendationImpression');
    expect(items).toHaveLength(24);
    expect(items[23]).toMatchObject({ position: 24, recToken: cards[23]?.recToken });
    expect(impressionEvent('b1', parse(fx.upsell.fields), cards)).toBeUndefined();
  });
});

describe('ProductCarousel island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderWith = (products: ProductServices | undefined, block: object = fx.valid) => {
    const track = vi.fn<(event: AnalyticsEvent) => void>();
    const log = vi.fn<BlockLog>();
    const services = createBlockServices({
      analytics: { track },
      log,
      ...(products ? { products } : {}),
    });
    const view = render(
      <BlockServicesProvider services={services}>
        <RenderBlocks registry={registry} blocks={[block]} services={services} />
      </BlockServicesProvider>,
    );
    return { track, log, view };
  };

  it('loads only within 200 px of the viewport, then shows the products and one impression', async () => {
    const simulator = createProductsSimulator({ delayMs: 400 });
    const recommendations = vi.fn(simulator.recommendations);
    const { track } = renderWith({ ...simulator, recommendations });
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe(lazyRootMargin);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(recommendations).not.toHaveBeenCalled();
    expect(screen.queryByRole('article')).toBeNull();

    act(() => FakeObserver.instances[0]?.intersect());
    expect(recommendations).toHaveBeenCalledWith({
      widgetId: 'pdp-similar',
      productId: 'ALP1001M',
      limit: 24,
    });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(screen.queryByRole('article')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2, name: 'You may also like' })).toBeTruthy();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0]?.[0]).toMatchObject({
      name: 'recommendationImpression',
      blockId: 'product-carousel-recommendations',
    });
  });

  it('opens quick-shop through the services', async () => {
    const onQuickShop = vi.fn();
    renderWith(createProductsSimulator({ onQuickShop }), fx.upsell);
    act(() => FakeObserver.instances[0]?.intersect());
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => screen.getByRole('button', { name: 'Quick shop Summit Trail Boot' }).click());
    expect(onQuickShop).toHaveBeenCalledWith({
      id: 'ALP1001M',
      url: '/p/summit-trail-boot-ALP1001M',
    });
  });

  it('renders nothing without the product services or when they fail (logged)', async () => {
    const none = renderWith(undefined);
    act(() => FakeObserver.instances[0]?.intersect());
    expect(none.view.container.querySelector('[data-block="productCarousel"]')?.innerHTML).toBe('');
    none.view.unmount();

    const failing = renderWith(createProductsSimulator({ fail: true }));
    act(() => FakeObserver.instances[1]?.intersect());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(failing.view.container.querySelector('[data-block="productCarousel"]')?.innerHTML).toBe(
      '',
    );
    expect(failing.log).toHaveBeenCalledWith(
      expect.objectContaining({
        level: 'warn',
        event: 'productCarousel.unavailable',
        fields: expect.objectContaining({ blockId: expect.any(String) }),
      }),
    );
  });
});
