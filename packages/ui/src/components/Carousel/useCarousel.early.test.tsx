import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for embla whose code arrives when the test says so (a slow chunk). */
const fake = vi.hoisted(() => {
  const moves: string[] = [];
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = {
    selectedScrollSnap: () => 0,
    scrollSnapList: () => [0, 1, 2],
    canScrollPrev: () => false,
    canScrollNext: () => true,
    on: () => api,
    off: () => api,
    plugins: () => ({}),
    reInit: () => undefined,
    destroy: () => undefined,
    scrollNext: () => moves.push('next'),
    scrollPrev: () => moves.push('prev'),
    scrollTo: (index: number) => moves.push(`to ${index}`),
  };
  return { moves, api, arrived, release: () => release() };
});

vi.mock('embla-carousel', async () => {
  await fake.arrived;
  return { default: () => fake.api };
});
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({ name: 'autoplay' }) }));

const every = <T,>(value: T) => ({ sm: value, md: value, lg: value });

afterEach(() => {
  vi.resetModules();
});

describe('useCarousel before embla has loaded', () => {
  it('carries out the last press once embla is there, and later presses at once', async () => {
    vi.resetModules();
    const { useCarousel } = await import('./useCarousel.client');
    const { result } = renderHook(() =>
      useCarousel({
        slideCount: 3,
        loop: every(false),
        slidesToScroll: every<number | 'auto'>(1),
        layout: every('carousel' as const),
        delayMs: every(0),
        align: 'start',
      }),
    );
    act(() => result.current.viewportRef(document.createElement('div')));
    act(() => {
      result.current.scrollTo(2);
      result.current.scrollNext();
    });
    expect(fake.moves).toEqual([]);

    fake.release();
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(fake.moves).toEqual(['next']);
    });
    act(() => result.current.scrollPrev());
    expect(fake.moves).toEqual(['next', 'prev']);
  });
});
