import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const motionOk = '(prefers-reduced-motion: no-preference)';
const lgMotionOk = `screen and (min-width: ${breakpoints.lg}px) and ${motionOk}`;
const lg = `screen and (min-width: ${breakpoints.lg}px)`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const zoomOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideDown = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } });
const slideInRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideOutRight = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(100%)' },
});

/** `enter`/`exit` animations of the spec 1 §9 250 ms dialog transition; none under reduced motion. */
const animate = (enter: string, exit: string) => ({
  selectors: {
    '&[data-state="open"]': {
      animation: `${enter} ${vars.motion.duration.dialog} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${exit} ${vars.motion.duration.dialog} ${vars.motion.easing.exit}`,
    },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.dialog,
  '@media': { [motionOk]: animate(fadeIn, fadeOut) },
});

const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.dialog,
  fontFamily: vars.font.body,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Modal: centred, at most the viewport less a margin. Panel: bottom sheet (sm/md), right drawer (lg). */
export const presentation = styleVariants({
  modal: [
    content,
    {
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `calc(100vw - 2 * ${vars.space.md})`,
      maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
      borderRadius: vars.radius.lg,
      '@media': { [motionOk]: animate(zoomIn, zoomOut) },
    },
  ],
  panel: [
    content,
    {
      // Small screens: at the bottom, "size large" (up to 90% of the viewport height).
      left: 0,
      right: 0,
      bottom: 0,
      maxHeight: '90dvh',
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
      '@media': {
        [motionOk]: animate(slideUp, slideDown),
        // Large screens: at the right, "size full" (the full viewport height).
        [lg]: {
          top: 0,
          left: 'auto',
          width: `min(100vw, 30rem)`,
          height: '100dvh',
          maxHeight: 'none',
          borderRadius: 0,
        },
        [lgMotionOk]: animate(slideInRight, slideOutRight),
      },
    },
  ],
});

/** Width of a modal dialog. */
export const modalSize = styleVariants({
  sm: { maxWidth: '25rem' },
  md: { maxWidth: '35rem' },
  lg: { maxWidth: '50rem' },
});

export const header = style({
  padding: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  // Room for the close button at the top right.
  paddingInlineEnd: `calc(${vars.space.md} + 2rem + ${vars.space.xs})`,
  minHeight: `calc(2rem + 2 * ${vars.space.sm})`,
});

/** Only room for the close button, when the title is visually hidden. */
export const headerHiddenTitle = style({ paddingBlockEnd: 0 });

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  textTransform: vars.textTransform.heading,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The scrollable body; header and footer stay in view. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
