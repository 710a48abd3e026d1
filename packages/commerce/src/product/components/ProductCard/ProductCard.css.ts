import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
});

/** Above the name link's `::after` that covers the card (its own tab stop). */
export const action = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: 1,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The name's link covers the whole card (one tab stop, one accessible name).
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.md,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The host's control under the details, above the link that covers the card. */
export const extra = style({ position: 'relative', zIndex: 1 });
