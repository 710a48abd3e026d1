import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

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
