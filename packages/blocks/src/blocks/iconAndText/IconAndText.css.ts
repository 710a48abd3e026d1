import { container, vars } from '@storefront/ui/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** In the page container (the one width and gutter); the column comes from `Stack`. */
export const section = style([container, { marginBlock: vars.space.xl }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  height: '100%',
});

export const itemCentered = style({ alignItems: 'center', textAlign: 'center' });
export const itemRow = style({ flexDirection: 'row', alignItems: 'flex-start' });

export const iconColor = styleVariants({
  default: { color: 'inherit' },
  primary: { color: vars.color.primary },
  accent: { color: vars.color.accent },
});

/** On a dark surface the icon keeps the surface's text colour (contrast). */
export const iconOnDark = style({ color: 'inherit' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const bodyCentered = style({ alignItems: 'center' });

export const text = style({ lineHeight: vars.lineHeight.normal });
globalStyle(`${text} > * + *`, { marginTop: vars.space.xs });
globalStyle(`${text} a`, { color: 'inherit', textDecoration: 'underline' });
globalStyle(`${text} strong, ${text} b`, { fontWeight: vars.fontWeight.bold });
