import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const intro = style({ margin: 0, maxWidth: '40rem' });

/** The `sign-up` content slot: full width of the page column, above the form. */
export const slot = style({ width: '100%', maxWidth: '40rem' });
