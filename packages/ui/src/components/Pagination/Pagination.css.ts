import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A page, previous or next control: at least the control size (44 px) for touch. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.xs,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled):not([aria-current="page"])': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled, &[aria-disabled="true"]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  color: vars.color.textMuted,
});
