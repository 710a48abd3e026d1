import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** A section of an account page. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Saved items (addresses, cards): cards in a column, two from `md`. */
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  alignContent: 'start',
});

export const lines = style({ margin: 0, fontStyle: 'normal', lineHeight: 1.5 });
export const text = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

/** A form of an account page: one column, a comfortable width. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const legend = style({ padding: 0, fontWeight: 600, marginBlockEnd: vars.space.xs });
