'use client';

import type { ExpressActions } from '@storefront/commerce';
import {
  type ExpressCheckoutProps,
  ExpressLauncher,
  useOptionalCartController,
} from '@storefront/commerce/client';
import { useMemo, useSyncExternalStore } from 'react';
import { inStoreFromCookies } from '../../lib/session/sessionFlags';

/** The Server Actions' references, fetched with the flow (not in the page's first load). */
const port = () =>
  import('../../lib/express/express.client').then((module) => module.storefrontExpressActions);

/** {@link ExpressActions} that load the storefront's port on the first call. */
const lazyActions: ExpressActions = {
  start: async (source, method) => (await port()).start(source, method),
  selectShippingContact: async (contact) => (await port()).selectShippingContact(contact),
  selectShippingMethod: async (code) => (await port()).selectShippingMethod(code),
  authorize: async (payment) => (await port()).authorize(payment),
  paypalAuthorized: async (contact) => (await port()).paypalAuthorized(contact),
  paypalDetails: async (input) => (await port()).paypalDetails(input),
  cancel: async (restore) => (await port()).cancel(restore),
  finalise: async (orderNumber) => (await port()).finalise(orderNumber),
};

const noSubscription = () => () => undefined;

/** An agent login's session (the readable `inStore` flag); false on the server and hydrating. */
const inStoreNow = () => inStoreFromCookies(document.cookie);
const inStoreOnServer = () => false;

/** Props of {@link ExpressIsland}: serialisable, built by {@link ExpressOffer} on the server. */
export type ExpressIslandProps = Omit<
  ExpressCheckoutProps,
  'actions' | 'loadProvider' | 'navigate' | 'requestTestToken' | 'start' | 'fallback'
>;

/**
 * The express buttons' island (spec 3 §4, §6): `ExpressLauncher` on the storefront's Server
 * Actions. Its words come as strings (no message runtime); the flow, the provider's module and
 * the Server Actions' references load on the shopper's intent and press, so the page's
 * first-load JS carries only the plain buttons (spec 3 §7).
 */
export function ExpressIsland(props: ExpressIslandProps) {
  const cart = useOptionalCartController();
  const paysCart = props.source.kind === 'basket';
  // The cart that paid is reset on the server; the basket store (header count, the locally
  // persisted items) forgets it too, as after the checkout's own placement (spec 1 §4).
  const actions = useMemo<ExpressActions>(
    () => ({
      ...lazyActions,
      finalise: async (orderNumber) => {
        const answer = await lazyActions.finalise(orderNumber);
        if (paysCart) cart?.store.clear();
        return answer;
      },
    }),
    [cart, paysCart],
  );
  // Paying the cart: the amount follows the basket store (a quantity changed on the cart page
  // changes the pay-later message's amount too, spec 3 §7).
  const store = cart?.store;
  const basket = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.getState().basket ?? null,
    () => store?.getServerState().basket ?? null,
  );
  const amount = paysCart && basket && basket.items.length > 0 ? basket.totals.total : props.amount;
  // A signed-in in-store employee gets no PayPal (spec 3 §6): the server reads no cookie
  // (`expressSettings`), the island reads the flag once hydrated.
  const inStoreEmployee = useSyncExternalStore(noSubscription, inStoreNow, inStoreOnServer);
  const settings = useMemo(
    () => (inStoreEmployee ? { ...props.settings, inStoreEmployee } : props.settings),
    [props.settings, inStoreEmployee],
  );
  return <ExpressLauncher {...props} settings={settings} amount={amount} actions={actions} />;
}
