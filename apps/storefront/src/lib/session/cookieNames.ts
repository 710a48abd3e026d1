/**
 * The storefront's own session cookies, next to commerce's `sessionCookieNames` (tokens,
 * basket id). Safe to import from client components: names only.
 */
export const storefrontCookieNames = {
  /** The consumer id of the session's token (httpOnly): the guest whose cart a login merges. */
  consumerId: 'consumerId',
  /**
   * `1` while a registered consumer is signed in. Readable by client JS on purpose (not
   * httpOnly): it only tells the header to show "Sign out" and carries no secret, so static
   * pages stay static.
   */
  signedIn: 'signedIn',
  /**
   * A one-time cart message for the next page (readable by client JS, 60 s): `mergedCart`
   * after a login that added the guest's items to the account's cart (spec 1 §4).
   */
  cartFlash: 'cartFlash',
  /**
   * The in-store associate session of an agent-login token (httpOnly JSON
   * `{ storeId, storeName, storeEmployeeId, storeEmployeeName }`, spec 2 §3 "In-store
   * session"); absent for every other session. With it the header shows the associate strip,
   * orders carry the in-store sales info and the cart offers price adjustments; the API
   * checks the token anyway (403 `AUT432`).
   */
  inStoreSession: 'inStoreSession',
  /**
   * `1` while {@link storefrontCookieNames.inStoreSession} is set. Readable by client JS on
   * purpose (not httpOnly): no secret, it only tells the header to reserve the associate strip's
   * space before the first paint and to fetch the strip (`AssociateStripIsland`), so the layout
   * reads no cookie on the server.
   */
  inStore: 'inStore',
  /**
   * An employee's session (consumer type EMPLOYEE, spec 1 §3 "Auth session"): `accepted` or
   * `pending`, its `isEmployeeDiscountTCAccepted` (httpOnly); absent for everyone else. An
   * employee gets no favorites or saved for later, and the terms dialog until accepted.
   */
  employeeTerms: 'employeeTerms',
  /**
   * `1` while {@link storefrontCookieNames.employeeTerms} is set (an EMPLOYEE is signed in).
   * Readable by client JS on purpose (not httpOnly): no secret, it only tells a cached page to
   * hide the favorite hearts an employee does not get (spec 1 §4); the API refuses an
   * employee's favorites anyway (`AUT432`).
   */
  employee: 'employee',
  /**
   * The shopper's favourite store id (`favoriteStoreId` of spec 1 §3, chosen in the store
   * locator, spec 2 §7 "Stores"), a year. Readable by client JS on purpose (not httpOnly): it
   * carries no secret and the API checks every store id it is given. The product page reads it
   * on the server only once a variant is chosen (that page renders per request), so the page
   * without a choice stays kept in the cache.
   */
  favoriteStoreId: 'favoriteStoreId',
  /**
   * The country the shopper last answered the location confirmation dialog for (spec 1 §2;
   * ISO 3166-1 alpha-2, a year): set in the browser when they go to the suggested site or stay,
   * so the dialog is not shown again for that country. Not httpOnly: no secret.
   */
  locationChoice: 'locationChoice',
} as const;

/** Values of the {@link storefrontCookieNames.employeeTerms} cookie. */
export type EmployeeTermsCookie = 'accepted' | 'pending';

/** Values of the {@link storefrontCookieNames.cartFlash} cookie. */
export type CartFlashCookie = 'mergedCart';
