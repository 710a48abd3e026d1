import { createTheme } from '@vanilla-extract/css';
import { baseTokens, fontStacks } from '../base';
import { vars } from '../contract.css';

/**
 * Alpine: the default brand. Forest green and white, square-ish corners, bold uppercase
 * condensed headings. Every text/background pair meets WCAG AA (4.5:1).
 */
export const alpineTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f1',
    surfaceInverse: '#14221a',
    text: '#14221a',
    textMuted: '#4d5a52',
    textInverse: '#ffffff',
    primary: '#1f5e3a',
    primaryHover: '#17472c',
    onPrimary: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#eef2ee',
    onSecondary: '#14221a',
    accent: '#c2410c',
    onAccent: '#ffffff',
    border: '#c9cfc9',
    borderStrong: '#6b766f',
    focus: '#1d4ed8',
    success: '#166534',
    successSurface: '#e7f6ec',
    warning: '#8a4b00',
    warningSurface: '#fff4de',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    info: '#1d4ed8',
    infoSurface: '#e8efff',
    sale: '#b42318',
    overlay: 'rgba(10, 20, 14, 0.55)',
    skeleton: '#e4e7e3',
    link: '#1f5e3a',
  },
  font: { body: fontStacks.sans, heading: fontStacks.condensed, mono: fontStacks.mono },
  fontWeight: { regular: '400', medium: '500', bold: '700', heading: '800' },
  letterSpacing: { normal: '0', wide: '0.04em', heading: '0.01em' },
  textTransform: { heading: 'uppercase', button: 'uppercase' },
  radius: { none: '0', sm: '2px', md: '4px', lg: '8px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(20, 34, 26, 0.12)',
    md: '0 4px 12px rgba(20, 34, 26, 0.14)',
    lg: '0 12px 32px rgba(20, 34, 26, 0.18)',
    dialog: '0 24px 48px rgba(20, 34, 26, 0.28)',
  },
});
