'use client';

import { type ExpressCheckoutProps, ExpressLauncher } from '@storefront/commerce/client';
import { storefrontExpressActions } from '../../lib/express/express.client';

/** Props of {@link ExpressIsland}: serialisable, built by {@link ExpressOffer} on the server. */
export type ExpressIslandProps = Omit<
  ExpressCheckoutProps,
  'actions' | 'loadProvider' | 'navigate' | 'requestTestToken' | 'start' | 'fallback'
>;

/**
 * The express buttons' island (spec 3 §4, §6): `ExpressLauncher` on the storefront's Server
 * Actions. Its words come as strings (no message runtime); the flow and the provider's module
 * load on the shopper's intent, so the page's first-load JS carries neither (spec 3 §7).
 */
export function ExpressIsland(props: ExpressIslandProps) {
  return <ExpressLauncher {...props} actions={storefrontExpressActions} />;
}
