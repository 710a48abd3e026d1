import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const wrap = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2xs'],
});

export const saved = style({ color: vars.color.danger });

export const message = style({
  margin: 0,
  maxWidth: '16rem',
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
