'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { whenNear } from '../../dom/whenNear';
import { type Breakpoint, breakpoints, mediaQueries } from '../../theme/breakpoints';
import {
  breakpointOfWidth,
  type CarouselLayout,
  emblaBreakpointOptions,
  isAutoplayRunning,
} from './carouselLogic';

/** Options of {@link useCarousel}, each resolved per breakpoint. */
export interface UseCarouselOptions {
  slideCount: number;
  loop: Record<Breakpoint, boolean>;
  slidesToScroll: Record<Breakpoint, number | 'auto'>;
  /** Carousel or grid per breakpoint: a grid has no embla (no drag, no transform). */
  layout: Record<Breakpoint, CarouselLayout>;
  /** Autoplay delay in ms per breakpoint; 0 = no autoplay there. */
  delayMs: Record<Breakpoint, number>;
  /** Where the selected slide rests: at the start or in the centre of the viewport. */
  align: 'start' | 'center';
}

const currentBreakpoint = (): Breakpoint =>
  breakpointOfWidth(window.innerWidth, { md: breakpoints.md, lg: breakpoints.lg });

/** The breakpoint of the viewport; `sm` on the server and the first client render. */
function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('sm');
  useEffect(() => {
    const queries = [window.matchMedia(mediaQueries.md), window.matchMedia(mediaQueries.lg)];
    const apply = () => setBreakpoint(currentBreakpoint());
    apply();
    for (const query of queries) query.addEventListener('change', apply);
    return () => {
      for (const query of queries) query.removeEventListener('change', apply);
    };
  }, []);
  return breakpoint;
}

/** embla and its autoplay plugin: their own chunk, loaded when a carousel comes near the screen. */
interface EmblaCode {
  create: typeof import('embla-carousel').default;
  autoplay: typeof import('embla-carousel-autoplay').default;
}

let emblaLoading: Promise<EmblaCode> | undefined;

/**
 * Loads embla once per page (a new attempt after a failure), so a page without a carousel ships
 * none of it and a page with one fetches it as its first carousel comes near the screen.
 */
export function loadEmbla(): Promise<EmblaCode> {
  emblaLoading ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
    ([embla, autoplay]) => ({ create: embla.default, autoplay: autoplay.default }),
    (error: unknown) => {
      emblaLoading = undefined;
      throw error;
    },
  );
  return emblaLoading;
}

const pluginsOf = (code: EmblaCode, autoplay: AutoplayOptionsType | null) =>
  autoplay ? [code.autoplay(autoplay)] : [];

/**
 * embla on the viewport element once its code is loaded (what `embla-carousel-react` does, with
 * the library fetched when the carousel comes near the screen, `whenNear`: a carousel further
 * down the page, or one hidden at this width, fetches it only when the shopper gets to it, and a
 * press on an arrow or a dot before then fetches it at once): re-initialised when the options
 * or the autoplay options change, destroyed on unmount. The slides are laid out by CSS before it
 * starts (no shift).
 */
function useEmbla(options: EmblaOptionsType, autoplay: AutoplayOptionsType | null) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const settings = useRef({ options, autoplay });
  const code = useRef<EmblaCode>(undefined);
  // Starts loading now (a press before the carousel was seen near the screen).
  const wake = useRef<() => void>(undefined);

  useEffect(() => {
    if (settings.current.options === options && settings.current.autoplay === autoplay) return;
    settings.current = { options, autoplay };
    if (api && code.current) api.reInit(options, pluginsOf(code.current, autoplay));
  }, [api, options, autoplay]);

  useEffect(() => {
    if (!viewport) return;
    let live = true;
    let created: EmblaCarouselType | undefined;
    let started = false;
    let stopWatching = () => {};
    const start = () => {
      if (started) return;
      started = true;
      stopWatching();
      loadEmbla().then(
        (loaded) => {
          if (!live) return;
          code.current = loaded;
          const { options: current, autoplay: auto } = settings.current;
          created = loaded.create(viewport, current, pluginsOf(loaded, auto));
          setApi(created);
        },
        () => undefined, // the carousel stays a row of slides (arrows inert); a remount retries
      );
    };
    wake.current = start;
    stopWatching = whenNear(viewport, start);
    return () => {
      live = false;
      wake.current = undefined;
      stopWatching();
      created?.destroy();
    };
  }, [viewport]);

  const load = useCallback(() => wake.current?.(), []);
  return [setViewport, api, load] as const;
}

/**
 * The state behind `Carousel`: embla (options per breakpoint through embla's `breakpoints`) with
 * the autoplay plugin, loaded when the carousel comes near the screen ({@link loadEmbla}), the selected scroll position, whether the arrows can move, and autoplay
 * driven by {@link isAutoplayRunning} (pause on hover and focus within, stop on drag, start
 * stopped under reduced motion; on only at breakpoints with a delay and a carousel layout).
 */
export function useCarousel({
  slideCount,
  loop,
  slidesToScroll,
  layout,
  delayMs,
  align,
}: UseCarouselOptions) {
  const breakpoint = useBreakpoint();
  const anyDelay = delayMs.sm > 0 || delayMs.md > 0 || delayMs.lg > 0;
  const delayKey = `${delayMs.sm}/${delayMs.md}/${delayMs.lg}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: delayKey stands for delayMs's values
  const autoplay = useMemo<AutoplayOptionsType | null>(
    () =>
      anyDelay
        ? {
            // Read at every (re)initialisation, so a breakpoint change takes its own delay.
            delay: (snaps) => snaps.map(() => delayMs[currentBreakpoint()] || 1000),
            playOnInit: false,
            stopOnInteraction: true,
            stopOnFocusIn: false,
            stopOnMouseEnter: false,
          }
        : null,
    [anyDelay, delayKey],
  );
  const settingsKey = JSON.stringify([slideCount, loop, slidesToScroll, layout, align]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: settingsKey stands for the settings' values
  const options = useMemo<EmblaOptionsType>(() => {
    const at = (bp: Breakpoint) => ({
      loop: loop[bp],
      slidesToScroll: slidesToScroll[bp],
      active: slideCount > 1 && layout[bp] === 'carousel',
    });
    return {
      align,
      containScroll: (align === 'center' ? false : 'trimSnaps') as false | 'trimSnaps',
      ...emblaBreakpointOptions({ sm: at('sm'), md: at('md'), lg: at('lg') }, mediaQueries),
    };
  }, [settingsKey]);
  const [viewportRef, api, loadNow] = useEmbla(options, autoplay);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(loop.sm);
  const [canNext, setCanNext] = useState(loop.sm || slideCount > 1);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A press on an arrow or a dot before embla has loaded: carried out once it has, so an early
  // press on a slow connection is not lost (the last press wins).
  const pending = useRef<((embla: EmblaCarouselType) => void) | null>(null);

  const sync = useCallback((embla: EmblaCarouselType) => {
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    // Read the api from here, not from the event: embla 8.6 emits `reInit` after a breakpoint
    // change with no api while the carousel is inactive (one slide, or a grid at both sizes).
    const onChange = () => sync(api);
    onChange();
    // Dragging is an interaction: autoplay stops until the shopper presses play.
    const stopOnDrag = () => setPlaying(false);
    api.on('select', onChange).on('reInit', onChange).on('pointerDown', stopOnDrag);
    // After the listeners: embla emits `select` synchronously as it moves, and an early press
    // replayed before them moved the slides but left the arrows and dots where they were.
    const early = pending.current;
    pending.current = null;
    early?.(api);
    return () => {
      api.off('select', onChange).off('reInit', onChange).off('pointerDown', stopOnDrag);
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
    enabled: delayMs[breakpoint] > 0 && layout[breakpoint] === 'carousel',
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

  /** Moves now, or as soon as embla is there (fetched at once if it was not yet). */
  const move = (action: (embla: EmblaCarouselType) => void) => {
    if (api) action(api);
    else {
      pending.current = action;
      loadNow();
    }
  };

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
    breakpoint,
    selected,
    snapCount,
    canPrev,
    canNext,
    playing,
    running,
    toggleRef,
    rootHandlers,
    togglePlaying: () => setPlaying((value) => !value),
    scrollPrev: () => move((embla) => embla.scrollPrev(reducedMotion)),
    scrollNext: () => move((embla) => embla.scrollNext(reducedMotion)),
    scrollTo: (index: number) => move((embla) => embla.scrollTo(index, reducedMotion)),
  };
}
