'use client';

import { type FavoriteToggleLabels, favoriteItemOf, signInDialogs } from '@storefront/commerce';
import { FavoriteToggle } from '@storefront/commerce/client';
import { useDialogCommands } from '@storefront/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { storefrontCookieNames } from '../../lib/session/cookieNames';
import { staffInDocument } from '../../lib/session/sessionFlags';
import * as styles from './FavoriteHeart.css';
import { favoritesStore } from './favoritesStore.client';

/** Props of {@link FavoriteHeart}. */
export interface FavoriteHeartProps {
  /** The master product id, e.g. `ALP1001M`. */
  productId: string;
  /** The chosen variant's id, when one is chosen (the product page, quick-shop). */
  variantId?: string | undefined;
  productName: string;
  /** The product page under the locale: where a guest comes back after signing in. */
  productHref: string;
  /** e.g. `en-us` (the sign-in page when the dialog cannot open). */
  localePath: string;
  size?: 'sm' | 'md';
  labels: FavoriteToggleLabels;
}

function signedInCookie(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim() === `${storefrontCookieNames.signedIn}=1`);
}

/**
 * The favorite heart wired to the storefront (spec 1 §4): the page's favorites store (loaded
 * once for a signed-in shopper, so every heart shows whether its product is saved), a press
 * adds or removes the favorite. A guest's press saves it on the guest's list, then opens the
 * header's sign-in dialog coming back to the product page (the sign-in merges the guest's
 * favorites into the account, spec 1 §4); without the dialog it goes to the sign-in page with
 * that `returnTo`. Not for a connected employee or an in-store associate: hidden from the first
 * paint by the head script's attributes (the page may come from the cache, the same for
 * everyone) and not rendered once hydrated (`staffInDocument`); the API refuses them anyway
 * (`AUT432`). Small on purpose: it is on every product card of a category page.
 */
export function FavoriteHeart({
  productId,
  variantId,
  productName,
  productHref,
  localePath,
  size = 'sm',
  labels,
}: FavoriteHeartProps) {
  const store = favoritesStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const dialogs = useDialogCommands();
  const [signedIn, setSignedIn] = useState(false);
  const [staff, setStaff] = useState(false);

  useEffect(() => {
    const registered = signedInCookie();
    const isStaff = staffInDocument();
    setSignedIn(registered);
    setStaff(isStaff);
    if (registered && !isStaff) void store.load();
  }, [store]);

  async function toggle() {
    const result = await store.toggle(productId, variantId);
    if (signedIn || !result?.ok) return;
    if (dialogs) dialogs.open(signInDialogs.signIn, { returnTo: productHref });
    else
      window.location.assign(`/${localePath}/sign-in?returnTo=${encodeURIComponent(productHref)}`);
  }

  if (staff) return null;
  return (
    <span className={styles.heart}>
      <FavoriteToggle
        productName={productName}
        saved={Boolean(favoriteItemOf(state.favorites, productId))}
        busy={state.pending.includes(productId)}
        error={state.failures[productId]}
        size={size}
        labels={labels}
        onToggle={() => void toggle()}
      />
    </span>
  );
}
