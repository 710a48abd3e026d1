/**
 * The spec's three breakpoints (spec 3 §3: media and block fields per `sm`, `md`, `lg`).
 * Widths are the minimum viewport width in px at which the breakpoint starts; `sm` is the
 * mobile-first base.
 */
export const breakpoints = { sm: 0, md: 768, lg: 1024 } as const;

/** A breakpoint name: `sm` (phones), `md` (tablets), `lg` (desktops). */
export type Breakpoint = keyof typeof breakpoints;

/** The breakpoint names, smallest first. */
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** Media queries (min-width) for `md` and `lg`; `sm` needs none. */
export const mediaQueries = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;

/** Media queries limited to one breakpoint, e.g. to hide a block only on `md`. */
export const onlyMediaQueries = {
  sm: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  md: `screen and (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 0.02}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;

/**
 * A value per breakpoint; a bare value applies to all. Missing larger breakpoints inherit the
 * value of the next smaller one (mobile first).
 */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
