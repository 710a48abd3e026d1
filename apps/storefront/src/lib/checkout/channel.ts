import 'server-only';
import type { Channel } from '@storefront/api-contract';
import { cookies } from 'next/headers';

/**
 * The order channel (spec 1 §1, §9): `MAPP` when the checkout runs in the mobile-app
 * webview, else `ECOMM`. The app tells it either with the `appChannel=MAPP` cookie it sets in
 * its webview, or by opening the checkout with `?channel=MAPP` (the page passes it on with
 * each placement and patch). Sent only on order placement and patching.
 */
export const appChannelCookie = 'appChannel';

/** The channel of this request: the hint or the cookie saying MAPP, else ECOMM. */
export async function channelOf(hint?: Channel): Promise<Channel> {
  if (hint === 'MAPP') return 'MAPP';
  return (await cookies()).get(appChannelCookie)?.value === 'MAPP' ? 'MAPP' : 'ECOMM';
}
