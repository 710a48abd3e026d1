'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAutoplayRunning } from './carouselLogic';

/** Options of {@link useCarousel}. */
export interface UseCarouselOptions {
  slideCount: number;
  loop: boolean;
  slidesToScroll: number | 'auto';
  /** Autoplay delay in ms; 0 = no autoplay. */
  delayMs: number;
}

/**
 * The state behind `Carousel`: embla with the autoplay plugin, the selected scroll position,
 * whether the arrows can move, and autoplay driven by {@link isAutoplayRunning} (pause on hover
 * and focus within, stop on drag, start stopped under reduced motion).
 */
export function useCarousel({ slideCount, loop, slidesToScroll, delayMs }: UseCarouselOptions) {
  const plugins = useMemo(
    () =>
      delayMs > 0
        ? [
            Autoplay({
              delay: delayMs,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ]
        : [],
    [delayMs],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop, align: 'start', slidesToScroll, containScroll: 'trimSnaps', active: slideCount > 1 },
    plugins,
  );

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(loop || slideCount > 1);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const sync = useCallback((embla: EmblaCarouselType) => {
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    // Dragging is an interaction: autoplay stops until the shopper presses play.
    const stopOnDrag = () => setPlaying(false);
    api.on('select', sync).on('reInit', sync).on('pointerDown', stopOnDrag);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', stopOnDrag);
    };
  }, [api, sync]);

  // Reduced motion: autoplay starts stopped (the shopper may still press play); moves jump.
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      setReducedMotion(query.matches);
      if (query.matches) setPlaying(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const running = isAutoplayRunning({
    enabled: delayMs > 0,
    playing,
    hovered,
    focusWithin,
    snapCount,
  });
  useEffect(() => {
    const plugin = api?.plugins()?.autoplay;
    if (!plugin) return;
    if (running) plugin.play(reducedMotion);
    else plugin.stop();
  }, [api, running, reducedMotion]);

  /** Handlers for the carousel root: hover and focus within pause autoplay. */
  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    // Focus on the pause/play button itself does not pause, so pressing play works at once.
    onFocus: (event: FocusEvent) => setFocusWithin(event.target !== toggleRef.current),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    },
  };

  return {
    viewportRef,
    selected,
    snapCount,
    canPrev,
    canNext,
    playing,
    running,
    toggleRef,
    rootHandlers,
    togglePlaying: () => setPlaying((value) => !value),
    scrollPrev: () => api?.scrollPrev(reducedMotion),
    scrollNext: () => api?.scrollNext(reducedMotion),
    scrollTo: (index: number) => api?.scrollTo(index, reducedMotion),
  };
}
