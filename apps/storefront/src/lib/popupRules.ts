import { detectPageType, type PageType } from '@storefront/api-contract';

/**
 * Page types where the shopper is buying: no marketing pop-up (spec 3 §4 "Pop-up") may cover
 * the checkout forms or the order confirmation.
 */
export const popupFreePageTypes: ReadonlySet<PageType> = new Set(['checkout', 'orderConfirmation']);

/**
 * Whether the pop-ups of the `popups/{siteId}` document may show on a path (page type of
 * spec 2 §2, see `detectPageType`).
 * @param path URL path, e.g. `/en-us/checkout`
 */
export function showsPopups(path: string): boolean {
  return !popupFreePageTypes.has(detectPageType(path));
}
