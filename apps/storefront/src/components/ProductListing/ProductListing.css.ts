import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** Facets beside the results from 1024 px, above them below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: '16rem minmax(0, 1fr)' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const count = style({ margin: 0, fontWeight: vars.fontWeight.medium });
