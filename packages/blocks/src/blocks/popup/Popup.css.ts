import { vars } from '@storefront/ui';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});

/** The block's root around the island: no box of its own. */
export const root = style({ display: 'contents' });

/** Background and text colour pairs of `colors.background`. */
export const colors = styleVariants({
  surface: { background: vars.color.surface, color: vars.color.text },
  surfaceInverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
});

/** The minimized pop-up: a tab at the bottom of the viewport, above the page. */
export const tab = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: vars.space.md,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  paddingInline: vars.space.xs,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slideIn} ${vars.motion.duration.dialog} ${vars.motion.easing.enter}`,
    },
  },
});

export const tabButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The coloured part of the expanded pop-up: logo, title and targets. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  textAlign: 'center',
});

export const logo = styleVariants({
  sm: { height: '1.5rem', width: 'auto' },
  md: { height: '2.5rem', width: 'auto' },
  lg: { height: '4rem', width: 'auto' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const target = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid currentColor`,
  borderRadius: vars.radius.pill,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const disclaimer = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
