import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minHeight: '2.75rem',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The card wallet's button: black with white text, like the wallets' own buttons. */
export const walletButton = style([base, { background: '#000', color: '#fff' }]);

/** PayPal's button: its gold with dark blue text. */
export const paypalButton = style([base, { background: '#ffc439', color: '#003087' }]);

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
