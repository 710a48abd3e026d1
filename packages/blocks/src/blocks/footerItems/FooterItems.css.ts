import { container, mediaQueries, vars } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style([container, { paddingBlock: vars.space.lg }]);

export const tone = styleVariants({
  default: { background: vars.color.surface, color: vars.color.text },
  inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
});

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});

export const groupTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const inline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.md]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
});

export const copyright = style({ margin: 0, fontSize: vars.fontSize.sm });

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
});
