import { style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './contract.css';

/**
 * The page gutter: the side padding of the page container per spec breakpoint (`sm` base,
 * `md`, `lg`), as theme space tokens. Use it where something must line up with the container's
 * content edge without being inside a container (e.g. a full-bleed banner's inset).
 */
export const gutter = { sm: vars.space.md, md: vars.space.lg, lg: vars.space.xl } as const;

/**
 * The one page container: full width up to the theme's `size.container` (the only place that
 * width is declared), centred, with the {@link gutter} as side padding. Rendered by the
 * `Container` component; a `.css.ts` that needs the container composes it:
 * `style([container, { ... }])` (and leaves `paddingInline`, `maxWidth`, `marginInline` alone).
 */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: gutter.sm,
  '@media': {
    [mediaQueries.md]: { paddingInline: gutter.md },
    [mediaQueries.lg]: { paddingInline: gutter.lg },
  },
});

/**
 * A box exactly as wide as the page container's content (inside the {@link gutter}), centred:
 * for a surface with its own background and corners (a contained banner, a promotional spot)
 * that must line up with contained content. Derived from the same width and gutter.
 */
export const containerInset = style({
  width: `calc(100% - 2 * ${gutter.sm})`,
  maxWidth: `calc(${vars.size.container} - 2 * ${gutter.lg})`,
  marginInline: 'auto',
  '@media': {
    [mediaQueries.md]: { width: `calc(100% - 2 * ${gutter.md})` },
    [mediaQueries.lg]: { width: `calc(100% - 2 * ${gutter.lg})` },
  },
});
