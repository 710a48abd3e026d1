import { vars } from '@storefront/ui/theme/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * Stopgap for the design-system reset: `@storefront/ui/reset` (and `theme/reset.css`) is dropped
 * by `next build` because the CSS vanilla-extract generates for it is not covered by the ui
 * package's `sideEffects` globs. These rules repeat the essentials of that reset from a module of
 * this app (no `sideEffects` field, so it is kept); remove them once ui's package.json is fixed.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

/** The page body: theme background, text and font; footer pushed to the bottom of short pages. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

/** The `<main>` landmark: grows so the footer sits at the bottom; no focus ring on skip. */
export const main = style({ flex: '1 0 auto', outline: 'none' });
