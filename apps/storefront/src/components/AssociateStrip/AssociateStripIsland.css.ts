import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';
import { inStoreAttribute } from '../../lib/session/sessionFlags';

/**
 * The strip's slot: while the head script marks an in-store session (`sessionFlags.ts`) it keeps
 * the strip's height from the first paint, so the header does not grow when the island's strip
 * arrives; empty for everyone else. On a wide screen that is one row (its padding and the End
 * session button); on a phone, three lines of its small text (the store's name may take two,
 * the associate one, beside the button). The strip fills the slot (a grid), so a shorter one
 * leaves no gap.
 */
const inStore = `html[${inStoreAttribute}] &`;

export const slot = style({
  display: 'grid',
  selectors: {
    [inStore]: {
      minHeight: `calc(2 * ${vars.space.xs} + 3 * ${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
    },
  },
  '@media': {
    [mediaQueries.md]: {
      selectors: { [inStore]: { minHeight: `calc(2 * ${vars.space.xs} + ${vars.size.control})` } },
    },
  },
});
