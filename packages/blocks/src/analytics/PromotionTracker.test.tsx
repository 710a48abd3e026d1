import { act, fireEvent, render } from '@testing-library/react';
import { BlockServicesProvider } from '../services/context.client';
import { createServicesSimulator } from '../services/simulators';
import { PromotionTracker } from './PromotionTracker.client';
import { promotionDataAttributes, readPromotion } from './promotion';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; observed: Set<Element> }[] = [];

class FakeIntersectionObserver {
  observed = new Set<Element>();
  constructor(public callback: Callback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('readPromotion / promotionDataAttributes', () => {
  it('round-trips promotionTracking through data attributes', () => {
    const attributes = promotionDataAttributes({
      promotionId: 'P1',
      promotionName: 'Sale',
      creativeName: 'hero',
    });
    const element = document.createElement('section');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    expect(readPromotion(element)).toEqual({
      promotionId: 'P1',
      promotionName: 'Sale',
      creativeName: 'hero',
    });
  });
  it('reads nothing without an id', () => {
    expect(promotionDataAttributes({ promotionName: 'x' })).toEqual({});
    const element = document.createElement('div');
    element.setAttribute('data-promotion-id', ' ');
    expect(readPromotion(element)).toBeNull();
  });
});

describe('PromotionTracker', () => {
  function setup() {
    const onTrack = vi.fn();
    const view = render(
      <BlockServicesProvider services={createServicesSimulator({ onTrack })}>
        <section data-promotion-id="P1" data-promotion-name="Winter sale" data-creative-name="hero">
          <a href="#winter">Shop the sale</a>
        </section>
        <section>No promotion</section>
        <PromotionTracker />
      </BlockServicesProvider>,
    );
    return { onTrack, view };
  }

  it('sends one impression per element when it becomes visible', () => {
    const { onTrack, view } = setup();
    const observer = observers[0];
    const target = view.container.querySelector('[data-promotion-id]') as Element;
    expect(observer?.observed.has(target)).toBe(true);
    act(() => observer?.callback([{ target, isIntersecting: false }]));
    expect(onTrack).not.toHaveBeenCalled();
    act(() => observer?.callback([{ target, isIntersecting: true }]));
    act(() => observer?.callback([{ target, isIntersecting: true }]));
    expect(onTrack).toHaveBeenCalledTimes(1);
    expect(onTrack).toHaveBeenCalledWith({
      name: 'promotionImpression',
      data: { promotionId: 'P1', promotionName: 'Winter sale', creativeName: 'hero' },
    });
  });

  it('sends a click for a click inside a promotion only', () => {
    const { onTrack, view } = setup();
    fireEvent.click(view.getByText('No promotion'));
    expect(onTrack).not.toHaveBeenCalled();
    fireEvent.click(view.getByText('Shop the sale'));
    expect(onTrack).toHaveBeenCalledWith(expect.objectContaining({ name: 'promotionClick' }));
  });

  it('observes promotions added later', async () => {
    const { view } = setup();
    const late = document.createElement('div');
    late.setAttribute('data-promotion-id', 'P2');
    view.container.append(late);
    await act(async () => {});
    expect(observers[0]?.observed.has(late)).toBe(true);
  });
});
