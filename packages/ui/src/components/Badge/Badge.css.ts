import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Badge look: tone × size. Every text/fill pair meets WCAG AA (4.5:1) in both brands. */
export const badge = recipe({
  base: {
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
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      sale: { background: vars.color.sale, color: vars.color.textInverse },
      new: { background: vars.color.accent, color: vars.color.onAccent },
      info: { background: vars.color.infoSurface, color: vars.color.info },
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
    },
    size: {
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
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
