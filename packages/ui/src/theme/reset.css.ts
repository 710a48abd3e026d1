import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The class to put on `<body>` next to the brand theme class. Using it (a value export) keeps
 * this module — and so the global reset below — in every bundler's output: a bare side-effect
 * import of a `.css.ts` file is tree-shaken away by Turbopack.
 */
export const resetRoot = style({});

/* A small modern reset. Global, but scoped to what every page needs. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', {
  minHeight: '100vh',
  lineHeight: vars.lineHeight.normal,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
