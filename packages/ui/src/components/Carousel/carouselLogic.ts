import type { Breakpoint, Responsive } from '../../theme/breakpoints';

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
