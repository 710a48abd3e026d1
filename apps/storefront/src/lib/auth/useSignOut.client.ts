'use client';

import { useOptionalCartController } from '@storefront/commerce/client';
import { useState } from 'react';
import { signOutAction } from './actions';
import { clearAccountStores } from './localStores';

/**
 * The one sign-out of the storefront's islands (spec 1 §4, spec 2 §4): `signOutAction`
 * (refresh token revoked, a new guest token), then every local store of the account cleared
 * (the cart store, pop-up dismissals: `clearAccountStores`) and a full load of where the action
 * says (the home from cart, checkout, favorites and account paths, else the same page).
 * @returns `busy` while it runs, and `signOut(currentPath)` (path and query of the page)
 */
export function useSignOut(): { busy: boolean; signOut(currentPath: string): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const cart = useOptionalCartController();
  return {
    busy,
    async signOut(currentPath) {
      setBusy(true);
      const result = await signOutAction(currentPath);
      cart?.store.clear();
      clearAccountStores(window.localStorage);
      window.location.assign(result.redirectTo);
    },
  };
}
