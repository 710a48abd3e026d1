import type { Breakpoint, Responsive } from '../../theme/breakpoints';
import { fillPlaceholders } from '../../words/placeholders';

/**
 * Expands a {@link Responsive} value to one value per breakpoint, mobile first: a missing `sm`
 * takes `fallback`, a missing `md` or `lg` the next smaller breakpoint's value.
 */
export function resolveResponsive<T extends string | number | boolean>(
  value: Responsive<T> | undefined,
  fallback: T,
): Record<Breakpoint, T> {
  if (value === undefined) return { sm: fallback, md: fallback, lg: fallback };
  if (typeof value !== 'object') return { sm: value, md: value, lg: value };
  const sm = value.sm ?? fallback;
  const md = value.md ?? sm;
  const lg = value.lg ?? md;
  return { sm, md, lg };
}

/** What decides whether a carousel's autoplay timer runs at a given moment. */
export interface AutoplayState {
  /** Autoplay is configured. */
  enabled: boolean;
  /** The shopper's choice through the pause/play button (initially off when they prefer reduced motion). */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (other than on the pause/play button). */
  focusWithin: boolean;
  /** Number of scroll positions; autoplay needs at least 2. */
  snapCount: number;
}

/**
 * Whether the autoplay timer runs (WCAG 2.2.2): only when enabled, chosen (not paused by the
 * shopper, not stopped by a reduced-motion preference), not hovered, without focus inside, and
 * with somewhere to move to.
 */
export function isAutoplayRunning(state: AutoplayState): boolean {
  return (
    state.enabled && state.playing && !state.hovered && !state.focusWithin && state.snapCount > 1
  );
}

/** How a carousel lays its slides out at a breakpoint: a scrolling row or a wrapping grid. */
export type CarouselLayout = 'carousel' | 'grid';

/**
 * Expands an optional {@link Responsive} value without a default: a missing breakpoint takes the
 * next smaller one's value, and stays `undefined` when none is given (e.g. `slideWidth`).
 */
export function resolveOptionalResponsive<T extends string | number | boolean>(
  value: Responsive<T> | undefined,
): Record<Breakpoint, T | undefined> {
  if (value === undefined || typeof value !== 'object') return { sm: value, md: value, lg: value };
  const sm = value.sm;
  const md = value.md ?? sm;
  const lg = value.lg ?? md;
  return { sm, md, lg };
}

/** Media query strings of embla's `breakpoints` option, smallest first (later entries win). */
export interface EmblaBreakpointSettings {
  loop: boolean;
  slidesToScroll: number | 'auto';
  /** Whether embla drags and translates at this breakpoint (a grid or a single slide: not). */
  active: boolean;
}

/**
 * Embla options per breakpoint (spec 3 §3 Collection breakpoints: carousel or grid, loop, scroll
 * per click): the `sm` settings as the base and the `md`/`lg` ones under their media queries,
 * which embla applies in order, so `lg` wins over `md` on wide screens.
 * @param queries the min-width media queries of `md` and `lg`
 */
export function emblaBreakpointOptions(
  settings: Record<Breakpoint, EmblaBreakpointSettings>,
  queries: { md: string; lg: string },
): EmblaBreakpointSettings & { breakpoints: Record<string, EmblaBreakpointSettings> } {
  return {
    ...settings.sm,
    breakpoints: { [queries.md]: settings.md, [queries.lg]: settings.lg },
  };
}

/** The breakpoint a viewport width in px falls into (`md` from 768, `lg` from 1024). */
export function breakpointOfWidth(widthPx: number, starts: { md: number; lg: number }): Breakpoint {
  if (widthPx >= starts.lg) return 'lg';
  if (widthPx >= starts.md) return 'md';
  return 'sm';
}

/**
 * A name that holds a position, e.g. a slide's "2 of 5": a function of the 1-based position
 * `n` and the `total`, or a template whose `{n}` and `{total}` are filled in. A template is a
 * plain string, so a server component can pass it to the carousel's client island.
 */
export type CountLabel = string | ((n: number, total: number) => string);

/** The text of a {@link CountLabel} at position `n` of `total` (every placeholder replaced). */
export function countLabel(label: CountLabel, n: number, total: number): string {
  if (typeof label === 'function') return label(n, total);
  return fillPlaceholders(label, { n, total });
}
