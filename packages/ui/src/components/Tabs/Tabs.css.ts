import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const fullWidthList = style({});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: 0,
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  marginBottom: `calc(${vars.borderWidth.thin} * -1)`,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    [`${fullWidthList} &`]: { flex: '1 1 0' },
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const panel = style({
  paddingBlock: vars.space.md,
  color: vars.color.text,
});
