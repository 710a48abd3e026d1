import { cartStorageKey } from '@storefront/commerce';

/**
 * The browser stores that belong to the signed-in account (spec 1 §4 "Logout clears all local
 * stores"; spec 2 §4): the persisted cart and the pop-up dismissals (`popupDismissals`, the
 * blocks' pop-up key: the pop-ups target the account's segments). Device preferences stay
 * (the benefit bar's closed flag).
 */
export const accountStorageKeys = [cartStorageKey, 'popupDismissals'] as const;

/**
 * Removes every account store from `storage` (best effort: a storage that throws is left).
 * @param storage `window.localStorage`, or any `Storage`
 */
export function clearAccountStores(storage: Pick<Storage, 'removeItem'> | null | undefined): void {
  for (const key of accountStorageKeys) {
    try {
      storage?.removeItem(key);
    } catch {
      // storage unavailable (private mode, quota): nothing to clear
    }
  }
}
