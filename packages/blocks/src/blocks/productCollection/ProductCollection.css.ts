import { mediaQueries } from '@storefront/ui/theme/breakpoints';
import { vars } from '@storefront/ui/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  maxWidth: vars.size.container,
  margin: `${vars.space['2xl']} auto`,
  padding: `0 ${vars.space.md}`,
  '@media': {
    [mediaQueries.lg]: { margin: `${vars.space['3xl']} auto`, padding: `0 ${vars.space.xl}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
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
