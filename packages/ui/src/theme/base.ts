import { durationsMs } from './tokens';

/**
 * Values every brand starts from: space, sizes, z-index and motion. Brands override colour,
 * typography, radii and shadows (see `brands/`).
 */
export const baseTokens = {
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
    '5xl': '3.75rem',
  },
  lineHeight: { tight: '1.1', snug: '1.3', normal: '1.5' },
  space: {
    none: '0',
    '3xs': '0.125rem',
    '2xs': '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
    '4xl': '6.75rem',
  },
  size: {
    'icon-sm': '1rem',
    'icon-md': '1.25rem',
    'icon-lg': '1.5rem',
    'icon-xl': '2rem',
    'icon-3xl': '3rem',
    container: '90rem',
    control: '2.75rem',
  },
  borderWidth: { thin: '1px', thick: '2px' },
  zIndex: {
    base: '0',
    raised: '1',
    header: '100',
    dropdown: '200',
    overlay: '300',
    dialog: '400',
    toast: '500',
  },
  motion: {
    duration: {
      fast: `${durationsMs.fast}ms`,
      base: `${durationsMs.base}ms`,
      dialog: `${durationsMs.dialog}ms`,
      slow: `${durationsMs.slow}ms`,
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
} as const;

/** System font stacks: nothing is fetched from a font CDN. */
export const fontStacks = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  condensed: '"Arial Narrow", "Roboto Condensed", "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;
