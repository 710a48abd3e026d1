import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The product's picture, or an empty frame of the same size when the API sends none. */
export const image = style({
  gridRow: 'span 2',
  width: '5rem',
  height: '5rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const details = style({ minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.sm });
