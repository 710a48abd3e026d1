import { container, vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** In the page container (the one width and gutter); the column comes from `Stack`. */
export const section = style([container, { marginBlock: vars.space.xl }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
});

export const media = style({ display: 'block', aspectRatio: '16 / 9' });
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const buttons = style({ flexDirection: 'row', flexWrap: 'wrap' });
