import { mediaQueries, onlyMediaQueries, vars } from '@storefront/ui';
import { container } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style([
  container,
  {
    display: 'grid',
    gap: vars.space.md,
    paddingBlock: vars.space.lg,
  },
]);

/** The filter bar: a wrapping row of toggle buttons. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const facet = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
  ':focus-visible': {
    outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

export const facetCount = style({ fontSize: vars.fontSize.xs });

/** Hidden at one breakpoint (facets past the breakpoint's limit, the toggle where not needed). */
export const hiddenOn = styleVariants(onlyMediaQueries, (query) => ({
  '@media': { [query]: { display: 'none' } },
}));

/** Card grid: one column on sm, `columns` (1-4, default 3) from md up. */
const gridBase = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const grid = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (n) => [
  gridBase,
  { '@media': { [mediaQueries.md]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` } } },
]);

export const status = style({ color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', justifyContent: 'center' });

export const skeletonCard = style({ display: 'grid', gap: vars.space.xs });
