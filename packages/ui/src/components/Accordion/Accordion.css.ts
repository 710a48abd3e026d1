import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const header = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.base} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.base} ${vars.motion.easing.exit}`,
    },
  },
});

export const contentInner = style({
  paddingBottom: vars.space.md,
});
