import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.sm} + ${vars.size['icon-md']} + ${vars.space.xs})`,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.text,
});
