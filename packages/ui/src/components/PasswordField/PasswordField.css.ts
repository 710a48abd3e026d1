import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room on the right for the show/hide toggle. */
export const input = style({ paddingInlineEnd: vars.size.control });

/** The show/hide toggle, inside the input's end. */
export const toggle = style({ position: 'absolute', insetInlineEnd: vars.space['2xs'] });

export const hints = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3xs'],
  fontSize: vars.fontSize.sm,
});

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});
