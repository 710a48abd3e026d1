import { vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const loaded = style({ margin: `${vars.space['2xl']} 0` });

/** The reserved space before the products load (so nothing below jumps much). */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `${vars.space['2xl']} 0`,
  minHeight: '22rem',
});

export const placeholderRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.md,
  flex: '1 1 auto',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const title = style({ marginBottom: vars.space.lg });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

export const media = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  aspectRatio: '1 / 1',
});

globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const name = style({
  margin: `${vars.space['2xs']} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/** Quick shop sits at the bottom of the card. */
export const quickShop = style({ marginTop: 'auto', alignSelf: 'flex-start' });
