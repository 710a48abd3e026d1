'use server';

import type { NotificationRequest } from '@storefront/api-contract';
import type { NotifyMeResult } from '@storefront/commerce';
import { createCatalogService } from '@storefront/commerce/server';
import { serverCall } from './server/serverCall';

/**
 * Server Actions of the product page, through `serverCall` (the locale of the page they post
 * from). They answer results instead of throwing, so the client islands show a message. (Add
 * to cart goes through the cart's own actions, lib/cart.)
 */

/**
 * Notify me (PUT /products/v1/notifications, spec 2 §7) for an out-of-stock variant.
 * `API400` (variant in stock, bad e-mail) comes back as `{ ok: false, message }`.
 */
export async function notifyMeAction(request: NotificationRequest): Promise<NotifyMeResult> {
  const result = await serverCall(
    'catalog.notifyMe',
    async ({ client }) => {
      await createCatalogService(client).subscribeNotification(request);
      return {};
    },
    { token: false },
  );
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}
