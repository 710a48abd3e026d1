import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The wrapper: inline, so it can sit in a button or next to text. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  flexShrink: 0,
});

/** A ring whose top segment is drawn in the current colour, turning once every 0.8 s. */
export const ring = style({
  display: 'block',
  borderRadius: vars.radius.round,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderTopColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still shows it is busy without motion sickness: a slow turn (the reset would stop it).
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s !important' },
  },
});

/** Ring sizes: `sm` 16 px, `md` 24 px, `lg` 48 px (icon size tokens). */
export const ringSize = styleVariants({
  sm: { width: vars.size['icon-sm'], height: vars.size['icon-sm'], borderWidth: '2px' },
  md: { width: vars.size['icon-lg'], height: vars.size['icon-lg'], borderWidth: '3px' },
  lg: { width: vars.size['icon-3xl'], height: vars.size['icon-3xl'], borderWidth: '4px' },
});

/** Colour of the ring. `current` follows the text colour (e.g. inside a button). */
export const tone = styleVariants({
  current: { color: 'inherit' },
  primary: { color: vars.color.primary },
  inverse: { color: vars.color.textInverse },
});
