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

export const fontSizeScale = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const;
export type FontSize = (typeof fontSizeScale)[number];

/** Motion durations in ms. `dialog` is the spec's 250 ms dialog transition (spec 1 §9). */
export const durationsMs = { fast: 150, base: 200, dialog: 250, slow: 400 } as const;
