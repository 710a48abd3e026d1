import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space['3xs'],
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

/** Font size of the current price per `size`; the rest is one step smaller. */
export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.xl },
});

export const current = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** Sale tone: the current price when it is below the original. */
export const sale = style({ color: vars.color.sale });

export const original = style({
  fontSize: '0.875em',
  color: vars.color.textMuted,
  textDecorationLine: 'line-through',
  whiteSpace: 'nowrap',
});

export const discount = style({
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.sale,
  whiteSpace: 'nowrap',
});

export const notice = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
