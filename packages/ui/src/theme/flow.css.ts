import { style, styleVariants } from '@vanilla-extract/css';
import { type Breakpoint, mediaQueries } from './breakpoints';
import { vars } from './contract.css';
import { gridColumnTemplates } from './tokens';

/**
 * The flex and grid classes of the layout primitives (`Stack`, `Inline`, `Grid`), of `Card`'s
 * layout props and of the carousel's responsive parts: a class per value and breakpoint,
 * compiled to static CSS like sprinkles, but as plain class maps, so a client component that
 * lays out with `Stack` or `Inline` ships a few dozen class names instead of sprinkles' whole
 * runtime map (about 6 KB gzip on every page). `sm` classes apply at every width; `md` and `lg` ones come later in the
 * sheet under min-width queries, so a wider breakpoint wins (mobile first, spec breakpoints).
 */
const at = <K extends string | number>(
  values: Record<K, string>,
  property: 'gap' | 'display' | 'gridTemplateColumns',
): Record<Breakpoint, Record<K, string>> => ({
  sm: styleVariants(values, (value) => ({ [property]: value })),
  md: styleVariants(values, (value) => ({
    '@media': { [mediaQueries.md]: { [property]: value } },
  })),
  lg: styleVariants(values, (value) => ({
    '@media': { [mediaQueries.lg]: { [property]: value } },
  })),
});

/** A column of children (`Stack`). */
export const column = style({ display: 'flex', flexDirection: 'column' });

/** A row of children (`Inline`); wrapping unless {@link noWrap} is added. */
export const row = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

/** A row that does not wrap. */
export const noWrap = style({ flexWrap: 'nowrap' });

/** A grid (`Grid`); its columns come from {@link columnsAt}. */
export const grid = style({ display: 'grid' });

/** `gap` per theme space token, per breakpoint. */
export const gapAt = at(vars.space, 'gap');

/** `display` per breakpoint (a part shown at some widths only). */
export const displayAt = at(
  { none: 'none', flex: 'flex', block: 'block', grid: 'grid' },
  'display',
);

/** Equal grid columns (1–6) per breakpoint. */
export const columnsAt = at(gridColumnTemplates, 'gridTemplateColumns');

/** `flex-direction`. */
export const flexDirection = styleVariants({
  row: { flexDirection: 'row' },
  column: { flexDirection: 'column' },
});

/** `align-items`. */
export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

/** `justify-content`. */
export const justifyContent = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
