import { type BrandTokens, baseTokens, themeVars } from '@storefront/ui';

/**
 * Lakeside: the example's own brand, a third theme made from the kit's theme contract. Teal and
 * sand, soft corners, sentence-case headings; every text/background pair meets WCAG AA.
 */
export const lakesideTokens: BrandTokens = {
  ...baseTokens,
  color: {
    background: '#fbf8f2',
    surface: '#ffffff',
    surfaceMuted: '#efe8da',
    surfaceInverse: '#0f3b3a',
    text: '#10302f',
    textMuted: '#4f5b58',
    textInverse: '#ffffff',
    primary: '#0f6b66',
    primaryHover: '#0b524e',
    onPrimary: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#efe8da',
    onSecondary: '#10302f',
    accent: '#9a3412',
    onAccent: '#ffffff',
    border: '#d3cbbb',
    borderStrong: '#6d6a60',
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
    overlay: 'rgba(8, 30, 29, 0.55)',
    skeleton: '#e6e0d4',
    link: '#0f6b66',
  },
  font: {
    body: 'system-ui, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
    mono: 'ui-monospace, monospace',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', heading: '700' },
  letterSpacing: { normal: '0', wide: '0.02em', heading: '0' },
  textTransform: { heading: 'none', button: 'none' },
  radius: { none: '0', sm: '6px', md: '10px', lg: '16px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(16, 48, 47, 0.12)',
    md: '0 4px 12px rgba(16, 48, 47, 0.14)',
    lg: '0 12px 32px rgba(16, 48, 47, 0.18)',
    dialog: '0 24px 48px rgba(16, 48, 47, 0.28)',
  },
};

/** The theme as a style object for `<body>`: the contract's custom properties, brand values. */
export const lakesideTheme = themeVars(lakesideTokens);
