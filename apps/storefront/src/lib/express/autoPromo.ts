/**
 * The stored automatic promo code (spec 3 §4 "Express wallet flow" step 2: merchant
 * validation applies it, then clears it). A campaign link stores it: `?promo=CODE` on any
 * storefront URL puts the code in the httpOnly cookie {@link autoPromoCookie} (the proxy);
 * the express flow's start applies it to the basket it pays and removes the cookie. Pure:
 * safe in the proxy.
 */

/** The cookie holding the stored automatic promo code (httpOnly, 1 day). */
export const autoPromoCookie = 'autoPromoCode';

/** How long a stored code waits for an express checkout, seconds. */
export const autoPromoMaxAge = 24 * 60 * 60;

/** The shape of a promo code the storefront stores (letters, digits, `_`, `-`; 1-40). */
const codePattern = /^[A-Za-z0-9_-]{1,40}$/;

/** A promo code in the storefront's shape, upper case, or undefined. */
export function validPromoCode(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && codePattern.test(code) ? code.toUpperCase() : undefined;
}

/** The automatic promo code a URL carries (`?promo=CODE`), or undefined. */
export const autoPromoCodeOf = (url: URL): string | undefined =>
  validPromoCode(url.searchParams.get('promo'));
