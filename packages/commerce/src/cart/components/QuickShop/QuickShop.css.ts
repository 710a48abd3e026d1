import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const footer = style({ display: 'grid', gap: vars.space.xs, width: '100%' });

export const message = style({ margin: 0, minHeight: '1.25em', fontSize: vars.fontSize.sm });

export const failed = style({ color: vars.color.danger });
