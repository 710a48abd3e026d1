import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** The placeholder fill with a moving highlight; still under `prefers-reduced-motion`. */
export const block = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.surfaceMuted} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.round, flexShrink: 0 },
});

/** Lines of text placeholder, spaced like body text. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5em',
  width: '100%',
});

/** The last line of a multi-line placeholder is shorter, like a paragraph's. */
export const lastLine = style({ width: '60%' });
