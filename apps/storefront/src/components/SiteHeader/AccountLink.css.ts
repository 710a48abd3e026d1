import { style } from '@vanilla-extract/css';
import { signedInAttribute } from '../../lib/session/sessionFlags';

/** The sign-out button looks like the header's links (no button chrome). */
export const button = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:disabled': { cursor: 'progress' } },
});

/**
 * The server HTML of a cached page holds both controls (the server reads no cookie): the head
 * script's attribute (`sessionFlags.ts`) shows the right one before the first paint.
 */
export const whenGuest = style({
  selectors: { [`html[${signedInAttribute}] &`]: { display: 'none' } },
});

/** The sign-out button of that server HTML: shown only under the signed-in attribute. */
export const whenSignedIn = style({
  selectors: { [`html:not([${signedInAttribute}]) &`]: { display: 'none' } },
});
