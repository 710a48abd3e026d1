import { style } from '@vanilla-extract/css';
import { signedInAttribute } from '../lib/session/sessionFlags';

/**
 * A page kept in the cache holds both versions of what depends on the shopper being signed in
 * (the server reads no cookie): the head script's attribute (`sessionFlags.ts`) shows the right
 * one before the first paint. `whenGuest`: hidden while a registered shopper is signed in.
 */
export const whenGuest = style({
  selectors: { [`html[${signedInAttribute}] &`]: { display: 'none' } },
});

/** Shown only while a registered shopper is signed in (see {@link whenGuest}). */
export const whenSignedIn = style({
  selectors: { [`html:not([${signedInAttribute}]) &`]: { display: 'none' } },
});
