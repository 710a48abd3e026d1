import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** A panel of the account overview. */
export const panel = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  alignContent: 'start',
});

export const text = style({ margin: 0 });
export const strong = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.lg });

export const orders = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const order = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const orderFacts = style({ display: 'grid', gap: vars.space['2xs'] });
