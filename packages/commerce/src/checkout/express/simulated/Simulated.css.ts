import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export { paypalButton, walletButton } from '../expressButtons.css';

export const sheet = style({ display: 'grid', gap: vars.space.md });

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const section = style({ display: 'grid', gap: vars.space['2xs'], margin: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const contact = style({ margin: 0, fontSize: vars.fontSize.sm });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space['3xs']} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const totalRow = style({ fontWeight: vars.fontWeight.bold });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const totalLine = style({ display: 'contents' });

export const amount = style({ margin: 0, textAlign: 'end' });
