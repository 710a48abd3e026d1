import 'server-only';

/**
 * Account settings of the storefront's site configuration, read on the server at request time
 * (not inlined in the build: an environment may change them without rebuilding).
 * - `STOREFRONT_COLLECT_INTERESTS=off` turns off interests collection (spec 3 §4 "Sign-up":
 *   the interests dialog follows a sign-up "if collection is on"); default on.
 * - `STOREFRONT_INTERESTS_TIED_TO_NEWSLETTER=on` ties it to the newsletter box (the dialog
 *   only follows a sign-up with the newsletter ticked); default off.
 */
export const accountFeatures = {
  collectInterests: process.env.STOREFRONT_COLLECT_INTERESTS !== 'off',
  interestsTiedToNewsletter: process.env.STOREFRONT_INTERESTS_TIED_TO_NEWSLETTER === 'on',
} as const;
