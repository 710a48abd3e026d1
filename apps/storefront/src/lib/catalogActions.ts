'use server';

import { findLocale, type NotificationRequest } from '@storefront/api-contract';
import {
  ApiError,
  createApiClient,
  createCatalogService,
  messageForError,
  type NotifyMeResult,
} from '@storefront/commerce';
import { apiBaseUrl } from './content';

/**
 * Server actions of the product page. They answer results instead of throwing, so the client
 * islands show a message. (Add to cart goes through the cart's own actions, lib/cart.)
 */

function clientFor(localePath: string) {
  const locale = findLocale(localePath);
  if (!locale) throw new ApiError({ status: 400, errorId: 'API400', message: 'Unknown locale' });
  return createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 8000 });
}

function failure(error: unknown): { ok: false; message: string } {
  if (error instanceof ApiError)
    return { ok: false, message: messageForError(error.errorId, error.message) };
  return { ok: false, message: messageForError('GEN500') };
}

/**
 * Notify me (PUT /products/v1/notifications, spec 2 §7) for an out-of-stock variant.
 * `API400` (variant in stock, bad e-mail) comes back as `{ ok: false, message }`.
 */
export async function notifyMeAction(
  localePath: string,
  request: NotificationRequest,
): Promise<NotifyMeResult> {
  try {
    await createCatalogService(clientFor(localePath)).subscribeNotification(request);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}
