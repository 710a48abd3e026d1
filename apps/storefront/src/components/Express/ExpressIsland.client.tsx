'use client';

import { ExpressCheckout, type ExpressCheckoutProps } from '@storefront/commerce/client';
import { storefrontExpressActions } from '../../lib/express/express.client';

/** Props of {@link ExpressIsland}: serialisable, built by {@link ExpressOffer} on the server. */
export type ExpressIslandProps = Omit<
  ExpressCheckoutProps,
  'actions' | 'loadProvider' | 'navigate' | 'requestTestToken'
>;

/**
 * The express buttons' island (spec 3 §4, §6): `ExpressCheckout` on the storefront's Server
 * Actions. Its words come as strings (no message runtime); the provider's module loads on
 * demand.
 */
export function ExpressIsland(props: ExpressIslandProps) {
  return <ExpressCheckout {...props} actions={storefrontExpressActions} />;
}
