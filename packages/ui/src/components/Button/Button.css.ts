import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const disabledSelector = '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])';

/*
 * Button look: variant × size × full width, as plain classes (`buttonClassName` in Button.tsx
 * picks them): a recipe would ship vanilla-extract's recipe runtime to every page with a
 * button in an island. Colours are theme tokens; every pair (text on fill, including hover and
 * disabled) meets WCAG AA in both brands. The rules keep the order a recipe wrote them in
 * (base, variants, sizes, full width, then the link's compact sizes), so later ones win ties.
 */

/** What every button shares, with its disabled and busy states. */
export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: vars.textTransform.button,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [disabledSelector]: {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

/** One class per `ButtonVariant`. */
export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        background: vars.color.primaryHover,
      },
    },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        background: vars.color.secondaryHover,
        borderColor: vars.color.text,
      },
    },
  },
  tertiary: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        background: vars.color.surfaceMuted,
      },
    },
  },
  inverse: {
    background: vars.color.textInverse,
    color: vars.color.surfaceInverse,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        background: vars.color.surfaceMuted,
      },
      '&:focus-visible': { outlineColor: vars.color.textInverse },
    },
  },
  link: {
    background: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    textTransform: 'none',
    letterSpacing: vars.letterSpacing.normal,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecorationThickness: '2px' },
      [disabledSelector]: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.textMuted,
      },
    },
  },
});

/** One class per `ButtonSize`: 32, 44 (the touch target) and 52 px high. */
export const sizes = styleVariants({
  sm: { minHeight: '2rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  md: {
    minHeight: vars.size.control,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
  },
  lg: { minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
});

/** Takes the full width of the container. */
export const fullWidth = style({ width: '100%' });

/** A `link` button at any size: as tall as its text, no inline padding. */
export const linkCompact = style({ minHeight: 'auto', paddingInline: 0 });

/** The label and icons; made transparent (not hidden) while loading so width and name stay. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const contentLoading = style({ opacity: 0 });

/** The spinner, centred over the transparent content while loading. */
export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
