import { randomBytes } from 'node:crypto';
import { authPaths, basketPaths, wishlistPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeChallengeOf } from '../src/auth/pkce';
import type { DatabaseHandle } from '../src/db/client';
import { captchaToken, errorIdOf, guestToken, registeredToken, testConsumers } from './authHelpers';
import { call, startBasketServer, stockedVariant } from './basketHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startBasketServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

type Page = {
  favoriteId: string;
  items: {
    itemId: string;
    productId: string;
    variantId?: string;
    pageUrl: string;
    image?: string;
    available: boolean;
  }[];
  total: number;
  shareUrl?: string;
};
const pageOf = (response: { json: () => unknown }) => response.json() as Page;
const favorites = (token: string, query = '') =>
  call(app, 'GET', `${wishlistPaths.favorites}${query}`, { token });
const addFavorite = (token: string, productId: string, variantId?: string) =>
  call(app, 'POST', wishlistPaths.favorites, {
    token,
    body: { productId, ...(variantId ? { variantId } : {}) },
  });

describe('favorites', () => {
  it('adds products (once each), newest first, with page URL, image and availability; pages by start/count', async () => {
    const { accessToken } = await guestToken(app);
    const added = await addFavorite(accessToken, 'ALP1001M');
    expect(added.statusCode).toBe(201);
    await addFavorite(accessToken, 'ALP9005W');
    await addFavorite(accessToken, 'ALP1001M');
    const all = pageOf(await favorites(accessToken));
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.productId)).toEqual(['ALP9005W', 'ALP1001M']);
    expect(all.items[1]?.pageUrl).toMatch(/^\/p\/.+-ALP1001M$/);
    // An absolute URL of the served media, like the basket's items (a storefront elsewhere).
    expect(all.items[1]?.image).toMatch(/^http:\/\/[^/]+\/media\/products\/[\w-]+\.svg$/);
    expect(all.items.map((i) => i.available)).toEqual([false, true]);
    const second = pageOf(await favorites(accessToken, '?start=1&count=1'));
    expect(second.items.map((i) => i.productId)).toEqual(['ALP1001M']);
    expect(second.total).toBe(2);
  });

  it('a variant of the product can be kept too; unknown product or variant → 400 PLP400', async () => {
    const { accessToken } = await guestToken(app);
    const variant = await stockedVariant(handle.db, 'ALP1001M');
    expect((await addFavorite(accessToken, 'ALP1001M', variant?.id)).statusCode).toBe(201);
    const unknown = await addFavorite(accessToken, 'NOPE0000');
    expect(unknown.statusCode).toBe(400);
    expect(errorIdOf(unknown)).toBe('PLP400');
    expect(errorIdOf(await addFavorite(accessToken, 'ALP1001M', 'ALP1001M-XXX-0'))).toBe('PLP400');
  });

  it('DELETE an item; a second delete → 400 PLP400; another shopper’s list → 404 API404', async () => {
    const { accessToken } = await guestToken(app);
    const list = pageOf(await addFavorite(accessToken, 'ALP2001W'));
    const itemId = list.items[0]?.itemId ?? '';
    const removed = await call(app, 'DELETE', wishlistPaths.item(list.favoriteId, itemId), {
      token: accessToken,
    });
    expect(pageOf(removed).items).toEqual([]);
    const again = await call(app, 'DELETE', wishlistPaths.item(list.favoriteId, itemId), {
      token: accessToken,
    });
    expect(again.statusCode).toBe(400);
    expect(errorIdOf(again)).toBe('PLP400');
    const other = await guestToken(app);
    const foreign = await call(app, 'DELETE', wishlistPaths.item(list.favoriteId, itemId), {
      token: other.accessToken,
    });
    expect(errorIdOf(foreign)).toBe('API404');
  });

  it('share: the owner shares by email; the share URL token opens the list, nothing else does', async () => {
    const { accessToken } = await guestToken(app);
    const list = pageOf(await addFavorite(accessToken, 'ALP1101M'));
    expect(
      errorIdOf(
        await call(app, 'POST', wishlistPaths.share(list.favoriteId), {
          token: accessToken,
          body: { email: 'friend@' },
        }),
      ),
    ).toBe('AUT453');
    const shared = await call(app, 'POST', wishlistPaths.share(list.favoriteId), {
      token: accessToken,
      body: { email: 'friend@example.com', message: 'Birthday ideas' },
    });
    const { shareUrl, sharedWith } = shared.json() as { shareUrl: string; sharedWith: number };
    expect(sharedWith).toBe(1);
    const token = new URL(shareUrl, 'http://x').searchParams.get('token');
    const viewed = await call(app, 'GET', `${wishlistPaths.share(list.favoriteId)}?token=${token}`);
    expect(pageOf(viewed).items.map((i) => i.productId)).toEqual(['ALP1101M']);
    const wrong = await call(app, 'GET', `${wishlistPaths.share(list.favoriteId)}?token=nope`);
    expect(wrong.statusCode).toBe(404);
    const owner = await call(app, 'GET', wishlistPaths.share(list.favoriteId), {
      token: accessToken,
    });
    expect(pageOf(owner).shareUrl).toBe(shareUrl);
  });

  it('no token → 401 AUT401', async () => {
    expect(errorIdOf(await call(app, 'GET', wishlistPaths.favorites))).toBe('AUT401');
  });
});

describe('disabled for a connected employee (spec 1 §4)', () => {
  it('EMPLOYEE token and agent-login session → 401 AUT432 on favorites and saved for later', async () => {
    const { employee } = testConsumers;
    const session = await registeredToken(app, employee.username, employee.password);
    for (const path of [wishlistPaths.favorites, wishlistPaths.saveForLater]) {
      const response = await call(app, 'GET', path, { token: session.accessToken });
      expect(response.statusCode).toBe(401);
      expect(errorIdOf(response)).toBe('AUT432');
    }
    const agent = await call(app, 'POST', authPaths.agentLogin, {
      body: {
        username: employee.username,
        password: employee.password,
        storeId: '0101',
        captchaResponse: await captchaToken(app, 'login'),
      },
    });
    const agentToken = (agent.json() as { accessToken: string }).accessToken;
    expect(errorIdOf(await addFavorite(agentToken, 'ALP1001M'))).toBe('AUT432');
  });
});

describe('saved for later (the basket module’s list)', () => {
  it('pages the shopper’s saved-for-later items by start and count', async () => {
    const { accessToken } = await guestToken(app);
    const [a, b] = await Promise.all(
      ['ALP1401M', 'ALP1301M'].map((p) => stockedVariant(handle.db, p)),
    );
    if (!a || !b) throw new Error('variants');
    await call(app, 'PUT', basketPaths.saveForLater, {
      token: accessToken,
      body: { add: [{ productId: a.id }, { productId: b.id, qty: 2 }] },
    });
    const page = await call(app, 'GET', `${wishlistPaths.saveForLater}?start=1&count=1`, {
      token: accessToken,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { total: number; items: { productId: string; qty: number }[] };
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    const empty = await guestToken(app);
    const none = await call(app, 'GET', wishlistPaths.saveForLater, { token: empty.accessToken });
    expect(none.json()).toMatchObject({ items: [], total: 0, start: 0, count: 24 });
  });
});

describe('login merges the guest favorites (spec 1 §4)', () => {
  it('guest favorites move into the account (duplicates kept once); the answer says what merged', async () => {
    const { loyalty } = testConsumers;
    const before = await registeredToken(app, loyalty.username, loyalty.password);
    await addFavorite(before.accessToken, 'ALP1001M');
    const guest = await guestToken(app);
    await addFavorite(guest.accessToken, 'ALP1001M');
    await addFavorite(guest.accessToken, 'ALP2001W');
    const after = await registeredToken(app, loyalty.username, loyalty.password, guest);
    expect(after).toMatchObject({ merged: { favorites: 1 } });
    const account = pageOf(await favorites(after.accessToken));
    expect(account.items.map((i) => i.productId).sort()).toEqual(['ALP1001M', 'ALP2001W']);
    expect(pageOf(await favorites(guest.accessToken)).items).toEqual([]);
    const twice = await registeredToken(app, loyalty.username, loyalty.password, guest);
    expect(twice).toMatchObject({ merged: { favorites: 0 } });
  });

  it('concurrent logins merging the same guest → one 200, one 409 AUT409', async () => {
    const { ipa } = testConsumers;
    const guest = await guestToken(app);
    const codes = [];
    for (let i = 0; i < 2; i++) {
      const codeVerifier = randomBytes(32).toString('base64url');
      const signIn = await call(app, 'POST', authPaths.signIn, {
        body: {
          username: ipa.username,
          password: ipa.password,
          codeChallenge: codeChallengeOf(codeVerifier),
          captchaResponse: await captchaToken(app, 'login'),
        },
      });
      const { authorizationCode } = signIn.json() as { authorizationCode: string };
      codes.push({ authorizationCode, codeVerifier });
    }
    const answers = await Promise.all(
      codes.map((code) =>
        call(app, 'POST', authPaths.token, {
          body: {
            type: 'Registered',
            ...code,
            guestObjects: { consumerId: guest.consumerId, refreshToken: guest.refreshToken },
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(conflict && errorIdOf(conflict)).toBe('AUT409');
  });
});
