import { vars } from '@storefront/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** The native radio of radio mode: kept in the accessibility tree and focusable, not drawn. */
export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

/** Text look: a chip with the option's label (and its swatch dot when it has one). */
export const text = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minWidth: '3rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-unavailable="out-of-stock"], &[data-unavailable="unavailable"]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      background: vars.color.surfaceMuted,
    },
    '&[data-unavailable="unavailable"]': { cursor: 'not-allowed', borderStyle: 'dashed' },
  },
});

/** Swatch look: a round chip of the colour, its label for screen readers only. */
export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': {
      borderColor: vars.color.text,
      boxShadow: `0 0 0 1px ${vars.color.text}`,
    },
    '&[data-unavailable="out-of-stock"]': { opacity: 0.5 },
    '&[data-unavailable="unavailable"]': { opacity: 0.25, cursor: 'not-allowed' },
  },
});

globalStyle(`${radio}:checked + ${text}`, {
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${radio}:checked + ${swatch}`, {
  borderColor: vars.color.text,
  boxShadow: `0 0 0 1px ${vars.color.text}`,
});

globalStyle(`${radio}:focus-visible + ${text}, ${radio}:focus-visible + ${swatch}`, focusRing);

/** The colour chip inside the swatch look. */
export const chip = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

/** The small colour dot beside a text label. */
export const dot = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
