import { vars, visuallyHidden } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const hidden = visuallyHidden;

/** The table scrolls sideways on narrow screens rather than squeeze its columns. */
export const scroller = style({
  overflowX: 'auto',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: '32rem',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.medium });

export const corner = style({ width: '8rem' });

export const product = style({ fontWeight: vars.fontWeight.medium, minWidth: '8rem' });

export const image = style({ display: 'block', width: '6rem', marginBlockEnd: vars.space.xs });

export const original = style({ color: vars.color.textMuted });

/** The compare choice under a card: a 44 px touch target. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});

export const box = style({ width: '1.25rem', height: '1.25rem', margin: 0 });

export const bar = style({
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
