import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const compact = style({ gridTemplateColumns: '64px minmax(0, 1fr)', gap: vars.space.sm });

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const prices = style({
  display: 'grid',
  gap: vars.space['3xs'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const priceRow = style({ display: 'flex', gap: vars.space.xs });

export const callout = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const qty = style({ width: '6rem' });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning });

export const giftForm = style({ display: 'grid', gap: vars.space.xs, maxWidth: '28rem' });
