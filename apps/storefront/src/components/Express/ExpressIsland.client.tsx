'use client';

import type { ExpressActions } from '@storefront/commerce';
import { type ExpressCheckoutProps, ExpressLauncher } from '@storefront/commerce/client';

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
  cancel: async () => (await port()).cancel(),
  finalise: async (orderNumber) => (await port()).finalise(orderNumber),
};

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
  return <ExpressLauncher {...props} actions={lazyActions} />;
}
