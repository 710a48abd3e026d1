import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const flags = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
});

export const summaryTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const conditions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.xs,
});

const chip = {
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
} as const;

export const holds = style({
  ...chip,
  background: vars.color.successSurface,
  color: vars.color.text,
});
export const fails = style({
  ...chip,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
