import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fontSizeScale } from '../../theme/tokens';

/** Body text base: the theme's body font. */
export const text = style({ fontFamily: vars.font.body, margin: 0 });

/** One class per font size token; small sizes get a roomier line height. */
export const size = styleVariants(
  Object.fromEntries(fontSizeScale.map((s) => [s, s])) as Record<
    (typeof fontSizeScale)[number],
    (typeof fontSizeScale)[number]
  >,
  (s) => ({
    fontSize: vars.fontSize[s],
    lineHeight: ['xs', 'sm', 'md', 'lg'].includes(s)
      ? vars.lineHeight.normal
      : vars.lineHeight.snug,
  }),
);

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
});

/** Text colours; each meets WCAG AA on the surface it is meant for. */
export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
  sale: { color: vars.color.sale },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
