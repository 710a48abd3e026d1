import { createTheme } from '@vanilla-extract/css';
import { baseTokens, fontStacks } from '../base';
import { vars } from '../contract.css';

/**
 * Coast: the second brand, proving the contract. Navy and coral, round corners, serif
 * sentence-case headings. Every text/background pair meets WCAG AA (4.5:1).
 */
export const coastTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    background: '#fbfaf7',
    surface: '#ffffff',
    surfaceMuted: '#eef1f6',
    surfaceInverse: '#0b1f3a',
    text: '#0b1f3a',
    textMuted: '#4a5568',
    textInverse: '#ffffff',
    primary: '#0b3d91',
    primaryHover: '#082d6b',
    onPrimary: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#eef1f6',
    onSecondary: '#0b1f3a',
    accent: '#b3261e',
    onAccent: '#ffffff',
    border: '#cbd2dc',
    borderStrong: '#64748b',
    focus: '#b3261e',
    success: '#14673a',
    successSurface: '#e6f4ec',
    warning: '#8a4b00',
    warningSurface: '#fff3dc',
    danger: '#a61b1b',
    dangerSurface: '#fcebeb',
    info: '#0b3d91',
    infoSurface: '#e7eefb',
    sale: '#a61b1b',
    overlay: 'rgba(11, 31, 58, 0.5)',
    skeleton: '#e2e6ec',
    link: '#0b3d91',
  },
  font: { body: fontStacks.sans, heading: fontStacks.serif, mono: fontStacks.mono },
  fontWeight: { regular: '400', medium: '500', bold: '600', heading: '600' },
  letterSpacing: { normal: '0', wide: '0.02em', heading: '0' },
  textTransform: { heading: 'none', button: 'none' },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 3px rgba(11, 31, 58, 0.1)',
    md: '0 6px 16px rgba(11, 31, 58, 0.12)',
    lg: '0 16px 40px rgba(11, 31, 58, 0.16)',
    dialog: '0 24px 56px rgba(11, 31, 58, 0.24)',
  },
});
