import { wishlistPaths } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, scriptedClient } from '../api/recordingClient';
import { createWishlistService } from './wishlistService';

const page = { favoriteId: 'F1', name: 'Favorites', items: [], total: 0, start: 0, count: 24 };

describe('createWishlistService', () => {
  it('pages favorites by start and count', async () => {
    const { client, calls } = scriptedClient({ body: page });
    await createWishlistService(client, { accessToken: 'T' }).getFavorites({
      start: 24,
      count: 12,
    });
    expect(calls[0]?.url.pathname).toBe(wishlistPaths.favorites);
    expect(calls[0]?.url.searchParams.get('start')).toBe('24');
    expect(calls[0]?.url.searchParams.get('count')).toBe('12');
  });

  it('adds a favorite; PLP400 surfaces', async () => {
    const { client, calls } = scriptedClient({ status: 400, body: errorEnvelope('PLP400') });
    await expect(
      createWishlistService(client, { accessToken: 'T' }).addFavorite('NOPE', 'V1'),
    ).rejects.toMatchObject({ errorId: 'PLP400' });
    expect(calls[0]?.body).toEqual({ productId: 'NOPE', variantId: 'V1' });
  });

  it('removes an item on the spec path; a connected employee gets AUT432', async () => {
    const { client, calls } = scriptedClient(
      { body: page },
      { status: 401, body: errorEnvelope('AUT432') },
    );
    const wishlists = createWishlistService(client, { accessToken: 'T' });
    await wishlists.removeFavorite('F1', 'I1');
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url.pathname).toBe(wishlistPaths.item('F1', 'I1'));
    await expect(wishlists.getSavedForLater()).rejects.toMatchObject({ errorId: 'AUT432' });
  });

  it('reads a shared list with its token', async () => {
    const { client, calls } = scriptedClient({ body: page });
    await createWishlistService(client, { accessToken: () => undefined }).getSharedFavorites(
      'F1',
      'TOK',
    );
    expect(calls[0]?.url.searchParams.get('token')).toBe('TOK');
  });
});
