import { container, mediaQueries, vars } from '@storefront/ui/css';
import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Space above and below the block per breakpoint (CMS `margin`, set inline). */
export const marginSm = createVar();
export const marginMd = createVar();
export const marginLg = createVar();

export const section = style([
  container,
  {
    marginBlock: marginSm,
    '@media': {
      [mediaQueries.md]: { marginBlock: marginMd },
      [mediaQueries.lg]: { marginBlock: marginLg },
    },
  },
]);

/** `[stacked]`: the grid spans the full page width (spec 3 §3). */
export const fullWidthMd = style({
  '@media': { [mediaQueries.md]: { maxWidth: 'none' } },
});
export const fullWidthLg = style({
  '@media': { [mediaQueries.lg]: { maxWidth: 'none' } },
});

const headerBase = style({
  display: 'flex',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

/** The title row by `alignment`: title left and link right, or both centred. */
export const header = styleVariants({
  left: [headerBase, { alignItems: 'baseline', justifyContent: 'space-between' }],
  center: [
    headerBase,
    { flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space.xs },
  ],
});

export const textLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  aspectRatio: '1 / 1',
});

globalStyle(`${media} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});

globalStyle(`${card}:hover ${media} img`, { transform: 'scale(1.04)' });

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const name = style({
  margin: `${vars.space['2xs']} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

/** The product link; its `::after` covers the card so the whole card is one click target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: 'none' },
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:hover': { textDecoration: 'underline' },
  },
});

/** A search hub card: a round image above a centred name. */
export const hubCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const hubMedia = style({
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceMuted,
  aspectRatio: '1 / 1',
});

globalStyle(`${hubMedia} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const hubName = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** highlightCenter: cards beside the centre one are smaller; the centre card is full size. */
export const highlightCenter = style({});

globalStyle(`${highlightCenter} [data-slide] > *`, {
  transform: 'scale(0.88)',
  transformOrigin: 'center top',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});

globalStyle(`${highlightCenter} [data-slide][data-selected="true"] > *`, {
  transform: 'none',
});

globalStyle(`${highlightCenter} [data-slide] > *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
