import { baseTokens } from './base';
import { type BrandTokens, themeCss, themeVars } from './brandTheme';
import { vars } from './contract.css';

const tokens = {
  ...baseTokens,
  color: Object.fromEntries(Object.keys(vars.color).map((key) => [key, '#123456'])),
  font: { body: 'serif', heading: 'serif', mono: 'monospace' },
  fontWeight: { regular: '400', medium: '500', bold: '700', heading: '700' },
  letterSpacing: { normal: '0', wide: '0.02em', heading: '0' },
  textTransform: { heading: 'none', button: 'none' },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  shadow: { sm: 'none', md: 'none', lg: 'none', dialog: 'none' },
} as BrandTokens;

describe('themeVars', () => {
  it('sets the custom property of every contract token', () => {
    const style = themeVars(tokens);
    const primary = vars.color.primary.replace(/^var\((--[^)]+)\)$/, '$1');
    expect(style[primary]).toBe('#123456');
    expect(Object.keys(style).every((key) => key.startsWith('--'))).toBe(true);
  });

  it('names the token a brand left out', () => {
    const { primary: _primary, ...color } = tokens.color;
    expect(() => themeVars({ ...tokens, color } as typeof tokens)).toThrow('color.primary');
  });

  it('writes one CSS rule for a selector', () => {
    expect(themeCss('.brand', tokens)).toMatch(/^\.brand\{--[^;]+:[^;]+(;--[^;]+:[^;]+)*\}$/);
  });
});
