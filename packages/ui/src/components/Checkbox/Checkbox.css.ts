import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

/** Native checkbox or radio in the brand's primary colour, 20 px, with the theme focus ring. */
export const box = style({
  flexShrink: 0,
  width: vars.size['icon-md'],
  height: vars.size['icon-md'],
  margin: 0,
  marginBlockStart: '0.1em',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    '&[aria-invalid="true"]': {
      outline: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
      outlineOffset: 1,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const text = style({ display: 'grid', gap: vars.space['3xs'] });

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});
