import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
// Imported so the button rules come first in the CSS and the square sizes below win.
import '../Button/Button.css';

/** Square sizes: `sm` 32 px, `md` 44 px (the touch target), `lg` 52 px. */
export const square = styleVariants({
  sm: { width: '2rem', minWidth: '2rem', height: '2rem', minHeight: '2rem', padding: 0 },
  md: {
    width: vars.size.control,
    minWidth: vars.size.control,
    height: vars.size.control,
    minHeight: vars.size.control,
    padding: 0,
  },
  lg: {
    width: '3.25rem',
    minWidth: '3.25rem',
    height: '3.25rem',
    minHeight: '3.25rem',
    padding: 0,
  },
});
