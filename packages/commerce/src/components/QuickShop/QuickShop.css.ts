import { vars } from '@storefront/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.md });

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

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-unavailable="true"]': { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

globalStyle(`${radio}:checked + ${chip}`, {
  borderColor: vars.color.text,
  boxShadow: `inset 0 0 0 1px ${vars.color.text}`,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${radio}:focus-visible + ${chip}`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const swatch = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const footer = style({ display: 'grid', gap: vars.space.xs, width: '100%' });

export const message = style({ margin: 0, minHeight: '1.25em', fontSize: vars.fontSize.sm });

export const failed = style({ color: vars.color.danger });
