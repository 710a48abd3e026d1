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
