import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** Quiet text of the controls (the vote question). */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The report disclosure: its summary reads as a small link. */
export const flag = style({ fontSize: vars.fontSize.sm });

export const flagForm = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  maxWidth: '20rem',
});

export const photos = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A review photo's thumbnail (72 px square). */
export const thumbnail = style({
  display: 'block',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
