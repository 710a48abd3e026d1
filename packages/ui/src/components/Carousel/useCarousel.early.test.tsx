import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A stand-in for embla whose code arrives when the test says so (a slow chunk). Like embla, a
 * move emits `select` synchronously, to the listeners attached at that moment.
 */
const fake = vi.hoisted(() => {
  const moves: string[] = [];
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const listeners = new Map<string, Set<() => void>>();
  let index = 0;
  const move = (name: string, to: number) => {
    moves.push(name);
    index = Math.max(0, Math.min(2, to));
    for (const listener of listeners.get('select') ?? []) listener();
  };
  const api = {
    selectedScrollSnap: () => index,
    scrollSnapList: () => [0, 1, 2],
    canScrollPrev: () => index > 0,
    canScrollNext: () => index < 2,
    on: (event: string, listener: () => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return api;
    },
    off: (event: string, listener: () => void) => {
      listeners.get(event)?.delete(listener);
      return api;
    },
    plugins: () => ({}),
    reInit: () => undefined,
    destroy: () => undefined,
    scrollNext: () => move('next', index + 1),
    scrollPrev: () => move('prev', index - 1),
    scrollTo: (to: number) => move(`to ${to}`, to),
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
    // The early move's `select` reached the state: the arrows and dots follow the carousel.
    expect(result.current.selected).toBe(1);
    expect(result.current.canPrev).toBe(true);
    act(() => result.current.scrollPrev());
    expect(fake.moves).toEqual(['next', 'prev']);
    expect(result.current.selected).toBe(0);
    expect(result.current.canPrev).toBe(false);
  });
});
