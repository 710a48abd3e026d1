/**
 * Token scales shared by every brand theme. Brands change values, never the names, so a
 * component written against the contract works under every theme.
 */
export const spaceScale = [
  'none',
  '3xs',
  '2xs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
] as const;
export type Space = (typeof spaceScale)[number];

/** Equal grid columns, 1 to 6: `grid-template-columns` of `Grid` and the sprinkles prop. */
export const gridColumnTemplates = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
} as const;

export const fontSizeScale = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const;
export type FontSize = (typeof fontSizeScale)[number];

/** Motion durations in ms. `dialog` is the spec's 250 ms dialog transition (spec 1 §9). */
export const durationsMs = { fast: 150, base: 200, dialog: 250, slow: 400 } as const;
