import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.tight,
});

/** Stars in the brand's accent colour (a graphic: ≥ 3:1 against the surface). */
export const stars = style({
  display: 'inline-flex',
  gap: vars.space['3xs'],
  color: vars.color.accent,
});

export const inverseStars = style({ color: vars.color.textInverse });
export const inverseText = style({ color: vars.color.textInverse });

export const textSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
});

export const value = style({ fontWeight: vars.fontWeight.bold });
