import { mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** Space above and below; width and gutter come from `Container`. */
export const section = style({ marginBlock: vars.space['2xl'] });

export const title = style({ marginBottom: vars.space.lg });

/** Image above the list on sm; side by side from md (image right by default). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"image" "list"',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"list image"',
      alignItems: 'start',
    },
  },
});

export const imageLeft = style({
  '@media': { [mediaQueries.md]: { gridTemplateAreas: '"image list"' } },
});

export const images = style({
  position: 'relative',
  gridArea: 'image',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const imageFrame = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { '&[data-active="true"]': { opacity: 1 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`${imageFrame} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const list = style({
  gridArea: 'list',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  position: 'relative',
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeft: `${vars.borderWidth.thick} solid transparent`,
  selectors: {
    '&[data-active="true"]': {
      borderLeftColor: vars.color.primary,
      background: vars.color.surfaceMuted,
    },
  },
});

export const itemTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

/** The item link; its `::after` covers the item so the whole row is one target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: 'none' },
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const text = style({
  margin: `${vars.space['2xs']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
