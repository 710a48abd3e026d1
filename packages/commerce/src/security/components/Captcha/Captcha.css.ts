import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space['2xs'], justifyItems: 'start' });

/** The test provider's frame around its checkbox. */
export const frame = style({
  display: 'grid',
  gap: vars.space['2xs'],
  justifySelf: 'start',
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-state="required"], &[data-state="failed"]': { borderColor: vars.color.danger },
  },
});

export const message = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
