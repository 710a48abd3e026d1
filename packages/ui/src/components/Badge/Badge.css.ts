import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * Badge look: tone × size, as plain classes (a recipe would ship vanilla-extract's recipe
 * runtime to the islands that show a badge). Every text/fill pair meets WCAG AA (4.5:1) in
 * both brands.
 */

/** What every badge shares. */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** One class per `BadgeTone`. */
export const tones = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
  sale: { background: vars.color.sale, color: vars.color.textInverse },
  new: { background: vars.color.accent, color: vars.color.onAccent },
  info: { background: vars.color.infoSurface, color: vars.color.info },
  success: { background: vars.color.successSurface, color: vars.color.success },
  warning: { background: vars.color.warningSurface, color: vars.color.warning },
});

/** One class per size: `sm` (12 px text) and `md` (14 px). */
export const sizes = styleVariants({
  sm: {
    fontSize: vars.fontSize.xs,
    paddingBlock: vars.space['3xs'],
    paddingInline: vars.space.xs,
  },
  md: {
    fontSize: vars.fontSize.sm,
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.sm,
  },
});
