import { vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { highlightAttribute } from '../../lib/frameMessages';

/** Flow root, so the measured height includes the blocks' margins. */
export const root = style({ display: 'flow-root' });

globalStyle(`${root} [${highlightAttribute}]`, {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
  outlineOffset: '-2px',
});
