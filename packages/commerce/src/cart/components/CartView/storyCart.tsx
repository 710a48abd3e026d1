import type { BasketResponse, SaveForLaterPage } from '@storefront/api-contract';
import { DialogManagerProvider } from '@storefront/ui';
import { type ReactNode, useState } from 'react';
import { messageForError } from '../../../api/messages';
import { CartProvider } from '../../CartContext.client';
import { createCartController } from '../../cartController';
import { commerceDialogs } from '../../cartDialogs';
import { createCartStore } from '../../cartStore';
import { fakeCartActions } from '../../fixtures';
import type { CartActionResult, CartActions } from '../../types';

/**
 * Story helper: a cart provider over in-memory actions, pre-filled with `basket` (none: loading),
 * and a dialog manager (the mini cart open from the start with `miniCartOpen`).
 */
export function StoryCart({
  basket,
  saved,
  actions,
  preload = true,
  miniCartOpen = false,
  children,
}: {
  basket: BasketResponse | null;
  saved?: SaveForLaterPage;
  actions?: Partial<CartActions>;
  /** Put the basket in the store before the first render (else the view loads it). */
  preload?: boolean;
  miniCartOpen?: boolean;
  children: ReactNode;
}) {
  const [controller] = useState(() => {
    const store = createCartStore(null);
    const controller = createCartController(store, fakeCartActions(basket, actions), {
      effects: { reload: () => {}, schedule: () => 0 },
      savedPageSize: 2,
    });
    if (preload && basket) store.receive(basket, saved);
    return controller;
  });
  return (
    <CartProvider controller={controller}>
      <DialogManagerProvider initialOpen={miniCartOpen ? [{ id: commerceDialogs.miniCart }] : []}>
        {children}
      </DialogManagerProvider>
    </CartProvider>
  );
}

/**
 * Story helper: a basket load that fails the first time (GEN500, the API is down) and answers
 * `basket` after that (Try again).
 */
export function loadFailingOnce(basket: BasketResponse): CartActions['load'] {
  let calls = 0;
  return async (): Promise<CartActionResult> => {
    calls += 1;
    return calls === 1
      ? { ok: false, code: 'GEN500', message: messageForError('GEN500') }
      : { ok: true, basket };
  };
}
