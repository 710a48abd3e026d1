import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const bars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: '14rem',
  fontSize: vars.fontSize.sm,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr 2rem',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.text });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: 0 });
