import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ maxWidth: '36rem' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A suggestion as a pill link (44 px high: the touch target). */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const alert = style({ margin: 0, color: vars.color.danger });
