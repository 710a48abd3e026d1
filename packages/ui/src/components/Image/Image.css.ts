import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The `<picture>` wrapper: a block that takes the width of its container, and its height when
 * the container has a definite one (otherwise `100%` resolves to `auto`).
 */
export const picture = style({
  display: 'block',
  maxWidth: '100%',
  height: '100%',
});

/**
 * The `<img>`: fluid width, height from the intrinsic aspect ratio of the `width`/`height`
 * attributes (of the matching `<source>` too), so the box is reserved before the file loads.
 */
export const image = style({
  display: 'block',
  width: '100%',
  // Resolves to `auto` (aspect ratio from width/height) unless the container fixes a height.
  height: '100%',
  maxWidth: '100%',
  background: vars.color.skeleton,
});

/** How the image fills a box whose height is set by its container. */
export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain', background: 'transparent' },
});
