import { styleVariants } from '@vanilla-extract/css';

/** Maximum widths on top of the page container: as is, a reading width, or none. */
export const width = styleVariants({
  full: { maxWidth: 'none' },
  container: {},
  narrow: { maxWidth: '48rem' },
});
