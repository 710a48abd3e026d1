import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

const md = 'screen and (min-width: 768px)';

export const small = style({ '@media': { [md]: { display: 'none' } } });

export const large = style({
  display: 'none',
  '@media': {
    [md]: { display: 'grid', gridTemplateColumns: '5rem minmax(0, 1fr)', gap: vars.space.sm },
  },
});

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.sm,
});

export const frame = style({
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const thumb = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.text,
      boxShadow: `0 0 0 1px ${vars.color.text}`,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
