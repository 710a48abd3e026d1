import 'server-only';
import type { Favorites, StorefrontLocale } from '@storefront/api-contract';
import { pageStart } from '@storefront/commerce';
import { createWishlistService } from '@storefront/commerce/server';
import { readInStoreSession } from '../checkout/associateSession';
import { serverCall } from '../server/serverCall';
import { readEmployee } from '../session/session';
import { favoritesPageSize } from './features';

/** The API window of page `page` (1-based) of a favorites list. */
const pageWindowOf = (page: number) => ({
  start: pageStart(page, favoritesPageSize),
  count: favoritesPageSize,
});

/**
 * Whether the session may use favorites and saved for later: not a connected employee
 * (spec 1 §4, §6: an EMPLOYEE consumer or an agent login's in-store session). Read from the
 * session cookies (server components, actions); the API refuses them anyway (`AUT432`).
 */
export async function favoritesOffered(): Promise<boolean> {
  const [employee, associate] = await Promise.all([readEmployee(), readInStoreSession()]);
  return !employee && !associate;
}

/**
 * Page `page` (1-based) of the signed-in shopper's favorites for the page's first HTML (a
 * read: the cookie's token when fresh), else `undefined` (the page's island then loads it
 * through the Server Action).
 */
export async function readFavorites(
  locale: StorefrontLocale,
  page: number,
): Promise<Favorites | undefined> {
  const result = await serverCall(
    'favorites.read',
    async ({ client, token }) => ({
      favorites: await createWishlistService(client, { accessToken: token }).getFavorites(
        pageWindowOf(page),
      ),
    }),
    { locale, mode: 'read' },
  );
  return result.ok ? result.favorites : undefined;
}

/**
 * Page `page` (1-based) of a shared list's public view (spec 1 §4 share; GET
 * …/favorites/{id}/share?token, no shopper token sent, so it reads the same signed out).
 * `missing` for an unknown list or a wrong token (`API404`), `failed` otherwise.
 */
export async function readSharedFavorites(
  locale: StorefrontLocale,
  favoriteId: string,
  token: string,
  page = 1,
): Promise<{ ok: true; favorites: Favorites } | { ok: false; reason: 'missing' | 'failed' }> {
  const result = await serverCall(
    'favorites.shared',
    async ({ client }) => ({
      favorites: await createWishlistService(client, {
        accessToken: () => undefined,
      }).getSharedFavorites(favoriteId, token, pageWindowOf(page)),
    }),
    { locale, token: false },
  );
  if (result.ok) return { ok: true, favorites: result.favorites };
  return {
    ok: false,
    reason: result.code === 'API404' || result.code === 'API400' ? 'missing' : 'failed',
  };
}
