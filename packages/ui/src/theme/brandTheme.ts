import type { ThemeTokens } from './contract.css';
import { vars } from './contract.css';

/** The contract's shape with a plain CSS value at every leaf. */
type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };

/** A brand's values for every token of the theme contract (the shape of `alpineTheme`'s). */
export type BrandTokens = TokenValues<ThemeTokens>;

/** The custom property a contract leaf stands for: `var(--od8xfo0)` → `--od8xfo0`. */
function propertyOf(reference: string): string {
  const match = /^var\((--[^,)]+)/.exec(reference);
  if (!match?.[1]) throw new Error(`Not a theme contract variable: ${reference}`);
  return match[1];
}

function collect(
  contract: Record<string, unknown>,
  values: Record<string, unknown>,
  at: string,
  out: Record<string, string>,
): void {
  for (const [key, reference] of Object.entries(contract)) {
    const value = values[key];
    const where = at ? `${at}.${key}` : key;
    if (typeof reference === 'string') {
      if (typeof value !== 'string' || value === '') {
        throw new Error(`Brand theme: missing token ${where}`);
      }
      out[propertyOf(reference)] = value;
    } else {
      if (typeof value !== 'object' || value === null) {
        throw new Error(`Brand theme: missing token group ${where}`);
      }
      collect(reference as Record<string, unknown>, value as Record<string, unknown>, where, out);
    }
  }
}

/**
 * A brand theme made from the theme contract at run time, with no vanilla-extract build step:
 * the custom properties of `vars` set to the brand's values, as a style object for the root
 * element (`<body style={themeVars(tokens)}>`). What `createTheme(vars, tokens)` gives a host
 * that compiles vanilla-extract itself, for a host that only installs the built package.
 * @param tokens a value for every contract token (start from `baseTokens` and add colours,
 *   fonts, radii and shadows; see the brand guide)
 * @returns `{ '--od8xfo0': '#ffffff', … }`, one entry per contract token
 * @throws Error naming the first token the brand left out
 */
export function themeVars(tokens: BrandTokens): Record<string, string> {
  const out: Record<string, string> = {};
  collect(vars as Record<string, unknown>, tokens as Record<string, unknown>, '', out);
  return out;
}

/**
 * The same theme as a CSS rule, for a `<style>` element or a stylesheet:
 * `themeCss('.brand-lakeside', tokens)` → `.brand-lakeside{--od8xfo0:#ffffff;…}`.
 * @param selector where the tokens apply (a class on `<body>`, or `:root`)
 * @param tokens a value for every contract token
 * @throws Error naming the first token the brand left out
 */
export function themeCss(selector: string, tokens: BrandTokens): string {
  const declarations = Object.entries(themeVars(tokens))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
