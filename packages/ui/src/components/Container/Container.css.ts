import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Centred, with side padding that grows at `md` and `lg`. */
export const container = style({
  marginInline: 'auto',
  width: '100%',
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.lg },
    [mediaQueries.lg]: { paddingInline: vars.space.xl },
  },
});

/** Maximum widths: the page container token, a reading width, or none. */
export const width = styleVariants({
  full: { maxWidth: 'none' },
  container: { maxWidth: vars.size.container },
  narrow: { maxWidth: '48rem' },
});
