import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The field: label, description, control and error stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
});

export const label = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  padding: 0,
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space['3xs'],
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  margin: 0,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  margin: 0,
});

/** A text-like control (input, select): theme border, focus ring, invalid and disabled looks. */
export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: 1,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
