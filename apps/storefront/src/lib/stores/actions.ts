'use server';

import { headers } from 'next/headers';
import type { AbstractIntlMessages } from 'next-intl';
import { islandMessages, storefrontLocaleOf } from '../../i18n/catalogue';
import { actionTranslations } from '../server/actionWords';
import { localeOfHeaders } from '../server/requestLocale';
import type { ActionResult } from '../server/serverCall';
import { storeIdPattern, writeFavoriteStoreId } from './favoriteStore';
import { getStore } from './locator';

/**
 * Makes a store of the page's country the shopper's favourite store (spec 1 §3
 * `favoriteStoreId`; spec 2 §7 "Stores"): the store is looked up first (GET /utilities/stores),
 * so an unknown id or one of another country is refused and nothing is kept. The product page
 * and the cart use it (the basket's `favStoreId`).
 * @param storeId the store's id
 * @returns `{ storeId, storeName }`; `API400` for a malformed id, `API404` for an unknown
 *   store, `GEN500` when the stores cannot be read
 */
export async function chooseFavoriteStoreAction(
  storeId: unknown,
): Promise<ActionResult<{ storeId: string; storeName: string }>> {
  const locale = localeOfHeaders(await headers());
  const t = await actionTranslations('stores');
  if (!locale || typeof storeId !== 'string' || !storeIdPattern.test(storeId))
    return { ok: false, code: 'API400', message: t('favorite.invalid') };
  const found = await getStore(locale, storeId);
  if (!found.ok) return { ok: false, code: 'GEN500', message: t('favorite.failed') };
  if (!found.store) return { ok: false, code: 'API404', message: t('favorite.invalid') };
  await writeFavoriteStoreId(found.store.id);
  return { ok: true, storeId: found.store.id, storeName: found.store.name };
}

/**
 * {@link chooseFavoriteStoreAction} as a form's action (the locator's "Make this my store"
 * button works without JavaScript: the page renders again with the new favourite). The form
 * posts `storeId`; a refused id keeps nothing.
 */
export async function chooseFavoriteStoreFormAction(form: FormData): Promise<void> {
  await chooseFavoriteStoreAction(form.get('storeId'));
}

/**
 * The words of the pickup-in-store dialog (the store picker speaks the `checkout` namespace),
 * in the page's language, loaded when the shopper first opens it: the product page ships none.
 */
export async function pickupDialogWordsAction(): Promise<AbstractIntlMessages> {
  const locale = localeOfHeaders(await headers()) ?? storefrontLocaleOf(undefined);
  return islandMessages(locale, ['checkout']);
}
