import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';
import { inStoreAttribute } from '../../lib/session/sessionFlags';

/**
 * The strip's slot: while the head script marks an in-store session (`sessionFlags.ts`) it keeps
 * the strip's one-line height (its padding and the End session button) from the first paint, so
 * the header does not grow when the island's strip arrives; empty for everyone else.
 */
export const slot = style({
  selectors: {
    [`html[${inStoreAttribute}] &`]: {
      minHeight: `calc(2 * ${vars.space.xs} + ${vars.size.control})`,
    },
  },
});
