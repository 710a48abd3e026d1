import { vars } from '@storefront/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { closedAttribute } from './closedFlag';

export const bar = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

/** A closable bar: hidden once the closed flag is set on `<html>` (see `closedFlag.ts`). */
export const closable = style({});
globalStyle(`html[${closedAttribute}] ${closable}`, { display: 'none' });

export const background = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
});

/** A scrim over the background image, so the text keeps its contrast. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: vars.color.overlay,
});

/** The bar's row of content (plain classes: `innerAlignment`, `innerClosable`). */
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space['2xs'],
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '2.5rem',
});

/** The row's alignment (the document's `alignment`). */
export const innerAlignment = styleVariants({
  left: { justifyContent: 'flex-start', textAlign: 'left' },
  center: { justifyContent: 'center', textAlign: 'center' },
  right: { justifyContent: 'flex-end', textAlign: 'right' },
});

/** Room for the close button at the row's end. */
export const innerClosable = style({ paddingInlineEnd: `calc(${vars.space.md} + 2.5rem)` });

export const logo = style({
  display: 'block',
  height: '1.5rem',
  width: 'auto',
  flex: 'none',
});

globalStyle(`${logo} img`, { height: '1.5rem', width: 'auto' });

export const text = style({ display: 'flex', flexDirection: 'column' });

export const title = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.xs });

export const targets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const info = style([
  link,
  { display: 'inline-flex', alignItems: 'center', minWidth: '1.5rem', minHeight: '1.5rem' },
]);

export const close = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineEnd: vars.space.xs,
  transform: 'translateY(-50%)',
});
