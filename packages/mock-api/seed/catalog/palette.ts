/** Colours of the catalogue: value (URL-safe), label and swatch hex. */
export interface SeedColor {
  value: string;
  label: string;
  hex: string;
  /** Accent used by the illustrations (soles, zips, laces). */
  accent: string;
}

/** Every colour products come in. */
export const seedColors = {
  black: { value: 'black', label: 'Black', hex: '#1f1f1f', accent: '#8a8a8a' },
  white: { value: 'white', label: 'White', hex: '#ececec', accent: '#3b3b3b' },
  navy: { value: 'navy', label: 'Navy', hex: '#1d2b4f', accent: '#e0a82e' },
  forest: { value: 'forest', label: 'Forest', hex: '#2f5d3a', accent: '#d7c9a3' },
  red: { value: 'red', label: 'Red', hex: '#b3261e', accent: '#2b2b2b' },
  orange: { value: 'orange', label: 'Orange', hex: '#d9731a', accent: '#2b2b2b' },
  sand: { value: 'sand', label: 'Sand', hex: '#c8b48a', accent: '#5a4a2f' },
  grey: { value: 'grey', label: 'Grey', hex: '#7a7a7a', accent: '#d94f1a' },
  blue: { value: 'blue', label: 'Blue', hex: '#2a6fdb', accent: '#f2f2f2' },
  olive: { value: 'olive', label: 'Olive', hex: '#6b6b2e', accent: '#e6dcc2' },
  plum: { value: 'plum', label: 'Plum', hex: '#6a2c5e', accent: '#f0c6e0' },
  teal: { value: 'teal', label: 'Teal', hex: '#1f7a7a', accent: '#f5d76e' },
} as const satisfies Record<string, SeedColor>;

/** A colour value of the catalogue. */
export type SeedColorValue = keyof typeof seedColors;
