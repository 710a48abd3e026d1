import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { catalogReviews } from '../src/db/schema';
import { agentToken, guestToken, registeredToken, testConsumers } from './authHelpers';
import { call, stockedVariant } from './basketHelpers';
import { startFullServer } from './fullHelpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the spec: method, sample URL (real ids), optional body, who calls. */
interface CallRow {
  method: Method;
  url: string;
  body?: unknown;
  as?: 'guest' | 'registered' | 'associate';
  /**
   * The seed has no document for this content path: the route answers 404 `API404` "no
   * content" by design (still checked: the request reached the route).
   */
  unseeded?: true;
}

const guest = 'guest' as const;
const registered = 'registered' as const;
const associate = 'associate' as const;
const sample = {
  product: 'ALP1001M',
  store: '0101',
  basket: '{basket}',
  order: 'ALP10000001',
  review: '{review}',
  answer: '{answer}',
};

/** Spec 1 §7: authentication and cart, and the optional calls. */
const spec1: CallRow[] = [
  { method: 'POST', url: '/token/v2/auth/token', body: { type: 'Guest' } },
  { method: 'POST', url: '/consumers-v3/auth/signin', body: { username: 'x@example.com' } },
  { method: 'POST', url: '/consumers-v3/consumer/auth/signout', body: { refreshToken: 'x' } },
  { method: 'POST', url: '/consumers-v3/auth/signup', body: {} },
  { method: 'POST', url: '/consumers-v3/consumer/changepassword', body: {}, as: registered },
  { method: 'POST', url: '/consumers-v3/confirmforgotpassword', body: { token: 'x' } },
  { method: 'POST', url: '/consumers-v3/consumer/resetpassword', body: { email: 'a@b.co' } },
  { method: 'POST', url: '/consumers-v3/consumer/agent/login', body: {} },
  { method: 'POST', url: '/cart/v1/cart', body: {}, as: guest },
  { method: 'POST', url: '/cart/v1/cartWithItem', body: { productId: 'x' }, as: guest },
  { method: 'GET', url: `/cart/v1/cart/${sample.basket}?favStoreId=0101`, as: guest },
  { method: 'POST', url: '/cart/v1/item', body: { cartId: sample.basket }, as: guest },
  { method: 'DELETE', url: '/cart/v1/item', body: { cartId: sample.basket }, as: guest },
  { method: 'PUT', url: `/cart/v1/cart/${sample.basket}/item`, body: {}, as: guest },
  { method: 'PUT', url: '/cart/v1/coupon', body: { cartId: sample.basket }, as: guest },
  { method: 'DELETE', url: '/cart/v1/coupon', body: { cartId: sample.basket }, as: guest },
  { method: 'POST', url: '/cart/v1/shippingMethod', body: { cartId: sample.basket }, as: guest },
  { method: 'GET', url: `/cart/v1/cart/${sample.basket}/shippingMethod/me`, as: guest },
  { method: 'POST', url: `/cart/v2/cart/${sample.basket}/shippingAddress`, body: {}, as: guest },
  { method: 'DELETE', url: `/cart/v2/cart/${sample.basket}/shippingAddress`, as: guest },
  {
    method: 'POST',
    url: `/cart/v1/cart/${sample.basket}/shippingAddress/validation`,
    body: {},
    as: guest,
  },
  { method: 'POST', url: `/cart/v1/cart/${sample.basket}/billingAddress`, body: {}, as: guest },
  { method: 'DELETE', url: `/cart/v1/cart/${sample.basket}/billingAddress`, as: guest },
  { method: 'GET', url: `/cart/v1/cart/${sample.basket}/paymentMethods`, as: guest },
  {
    method: 'POST',
    url: `/cart/v1/cart/${sample.basket}/paymentInstruments`,
    body: {},
    as: guest,
  },
  {
    method: 'DELETE',
    url: `/cart/v1/cart/${sample.basket}/paymentInstruments?payment_instrument_id=x`,
    as: guest,
  },
  { method: 'PUT', url: `/cart/v1/cart/${sample.basket}/reward`, body: {}, as: guest },
  { method: 'PUT', url: '/cart/v2/saveForLater', body: {}, as: guest },
  { method: 'POST', url: `/cart/v2/cart/${sample.basket}/saveForLater`, body: {}, as: guest },
  { method: 'DELETE', url: '/cart/v2/saveForLater/sfl-1/items/item-1', as: guest },
  { method: 'POST', url: '/cart/v1/giftcard/balance', body: { cardNumber: '6000100000000050' } },
  { method: 'GET', url: `/cart/v1/paymentSession?cartId=${sample.basket}`, as: guest },
  {
    method: 'POST',
    url: '/cart/v1/cart/prepareOrder',
    body: { basketId: sample.basket },
    as: guest,
  },
  { method: 'PUT', url: '/cart/v2/checkout/order', body: { cartId: sample.basket }, as: guest },
  { method: 'PATCH', url: `/cart/v2/checkout/order/${sample.order}`, body: {}, as: guest },
  { method: 'POST', url: '/cart/v1/deviceFingerPrint', body: { cartId: sample.basket }, as: guest },
  { method: 'POST', url: '/cart/v1/reserveWithItem', body: { storeId: '0101' }, as: guest },
  // Price adjustments: an in-store associate (agent login) on its own basket.
  {
    method: 'POST',
    url: '/cart/v1/cart/{associateBasket}/price_adjustments',
    body: { type: 'amount', value: 1 },
    as: associate,
  },
  {
    method: 'PATCH',
    url: '/cart/v1/cart/{associateBasket}/price_adjustments/{adjustment}',
    body: {},
    as: associate,
  },
  {
    method: 'DELETE',
    url: '/cart/v1/cart/{associateBasket}/price_adjustments/{adjustment}',
    as: associate,
  },
  { method: 'POST', url: '/fapi/api/validate-response/serverTime', body: { timestamp: 1 } },
  { method: 'POST', url: '/fapi/performance/ingest', body: { page: '/', metrics: { LCP: 1 } } },
];

const consumer = (path: string) => `/consumers-v3${path}`;

/** Spec 2 §7: consumer service, utilities, content, internal, decisions, products, ... */
const spec2: CallRow[] = [
  { method: 'GET', url: consumer('/consumer?includeLoyaltySummary=true'), as: registered },
  { method: 'PUT', url: consumer('/consumer'), body: {}, as: registered },
  { method: 'POST', url: consumer('/consumer'), body: {} },
  { method: 'POST', url: consumer('/consumer/loyalty/token'), as: registered },
  { method: 'GET', url: consumer('/consumer/loyalty/promo/welcome'), as: registered },
  { method: 'GET', url: consumer('/consumer/loyalty/vouchers'), as: registered },
  { method: 'GET', url: consumer('/consumer/lookup?email=registered@example.com'), as: 'guest' },
  { method: 'GET', url: consumer('/consumer/subscription'), as: registered },
  { method: 'PUT', url: consumer('/consumer/subscription'), body: {}, as: registered },
  { method: 'POST', url: consumer('/consumer/subscription'), body: {}, as: registered },
  { method: 'GET', url: consumer('/consumer/payment_instruments'), as: registered },
  { method: 'POST', url: consumer('/consumer/payment_instruments'), body: {}, as: registered },
  {
    method: 'PATCH',
    url: consumer('/consumer/payment_instruments/pi-1'),
    body: {},
    as: registered,
  },
  { method: 'DELETE', url: consumer('/consumer/payment_instruments/pi-1'), as: registered },
  { method: 'GET', url: consumer(`/consumer/purchase/${sample.order}`), as: registered },
  {
    method: 'POST',
    url: consumer('/consumer/purchase/invoice/download'),
    body: { orderNumber: sample.order },
    as: registered,
  },
  { method: 'POST', url: consumer('/consumer/purchasehistory'), body: {}, as: registered },
  {
    method: 'POST',
    url: consumer(`/consumer/return/${sample.order}/returnLabel`),
    body: {},
    as: registered,
  },
  { method: 'POST', url: consumer('/consumer/TrackOrder'), body: { orderNumber: sample.order } },
  {
    method: 'POST',
    url: consumer('/consumer/CancelOrder'),
    body: { orderNumber: sample.order },
    as: registered,
  },
  { method: 'POST', url: consumer('/consumer/address'), body: {}, as: registered },
  { method: 'PUT', url: consumer('/consumer/address/addr-1'), body: {}, as: registered },
  { method: 'DELETE', url: consumer('/consumer/address/addr-1'), as: registered },
  { method: 'POST', url: consumer('/consumer/resendGiftCardEmail'), body: {}, as: registered },
  {
    method: 'POST',
    url: consumer('/consumer/retrieveUserData'),
    body: { consumerId: '00000000-0000-4000-8000-000000000108', email: 'lead@example.com' },
    as: guest,
  },
  { method: 'PUT', url: consumer('/consumer/notification'), body: {}, as: registered },
  { method: 'POST', url: consumer('/consumer/event-registration'), body: {} },
  { method: 'POST', url: consumer('/consumer/warranty'), body: {} },
  { method: 'POST', url: consumer('/contactus'), body: {} },
  { method: 'GET', url: consumer('/contactus/categorySubject') },
  // Utilities
  { method: 'GET', url: '/utilities/countryList?type=shipping' },
  { method: 'GET', url: '/utilities/i18n/US' },
  { method: 'GET', url: '/utilities/stores' },
  { method: 'GET', url: `/utilities/stores/${sample.store}/employees` },
  // Content service (pub and pre)
  ...(['pub', 'pre'] as const).flatMap((mode): CallRow[] =>
    [
      'augmentedpage/us/cart',
      'category/us/hiking-boots-300010',
      'search/us/article',
      'search/us/product',
      'footer/us',
      'fragment/mock-api-placeholder',
      'menu/us',
      'page/us/about',
      'children/us/journal',
      'popups/us',
      `product/us/${sample.product}`,
      'showcase/us/heroBanner',
    ].map((path) => ({
      method: 'GET',
      url: `/${mode}/caas/v1/canvas/${path}`,
      ...(/augmentedpage|search\/us\/product/.test(path) ? { unseeded: true as const } : {}),
    })),
  ),
  // Internal
  ...['compare?productIds=ALP1001M,ALP2001W', 'collections', 'footer', 'foot-sizes', 'search']
    .concat(['utility', 'size-chart/footwear'])
    .map((c): CallRow => ({ method: 'GET', url: `/fapi/components/${c}` })),
  { method: 'GET', url: '/fapi/pages/location-selector' },
  { method: 'GET', url: '/fapi/pages/about' },
  { method: 'GET', url: '/fapi/server/time' },
  // Decision engine
  { method: 'POST', url: '/api/engine/v1/decide/alpine', body: {} },
  // Products
  { method: 'GET', url: `/products/v2/products/${sample.product}/details` },
  { method: 'POST', url: `/products/v1/products/${sample.product}/availability`, body: {} },
  { method: 'GET', url: `/products/v2/products/${sample.product}/inventory` },
  { method: 'GET', url: `/products/v1/products/${sample.product}/reviews` },
  {
    method: 'POST',
    url: `/products/v1/products/${sample.product}/reviews`,
    body: { rating: 5, title: 'Coverage', text: 'Written by the coverage test.' },
    as: registered,
  },
  {
    method: 'POST',
    url: `/products/v1/review/${sample.review}/flag`,
    body: { reason: 'spam' },
    as: guest,
  },
  {
    method: 'POST',
    url: `/products/v1/review/${sample.review}/vote`,
    body: { helpful: true },
    as: guest,
  },
  {
    method: 'POST',
    url: `/products/v1/review/${sample.review}/translate`,
    body: { targetLanguage: 'fr' },
  },
  { method: 'GET', url: `/products/v2/products/${sample.product}/productSets` },
  { method: 'GET', url: '/products/v2/products/SET0001TR/productSet' },
  { method: 'GET', url: '/products/v2/catalog' },
  { method: 'PUT', url: '/products/v1/notifications', body: {} },
  { method: 'GET', url: '/products/v2/search/productSearch?q=boot' },
  { method: 'GET', url: '/products/v2/search/autoSuggest?q=bo' },
  { method: 'GET', url: `/products/v1/products/${sample.product}/reviews/questions` },
  {
    method: 'POST',
    url: `/products/v1/products/${sample.product}/reviews/questions`,
    body: { text: 'Waterproof?', nickname: 'Ann' },
  },
  {
    method: 'POST',
    url: `/products/v1/review/${sample.answer}/questions/vote`,
    body: { helpful: true },
    as: guest,
  },
  { method: 'GET', url: '/products/v1/widgetRecommendations?productId=ALP1001M' },
  // Social media gallery (base /social/v1)
  ...[
    '/',
    '/categories/media/recent',
    '/customers/alpine-na/media/recent',
    '/media/med-0001/streams',
    '/streams/str-community/media/recent',
    '/streams/media/recent',
  ].map((p): CallRow => ({ method: 'GET', url: `/social/v1${p}` })),
  { method: 'POST', url: '/social/v1/media/med-0001/reports', body: { reason: 'spam' } },
  { method: 'POST', url: '/social/v1/stashes', body: { name: 'x', mediaIds: ['med-0001'] } },
  { method: 'POST', url: '/social/v1/users/usr-0001/media', body: {} },
  { method: 'POST', url: '/social/v1/users', body: { screenName: 'x', email: 'x@example.com' } },
  // Stores
  { method: 'POST', url: '/stores/v1/collectionPoints', body: { countryCode: 'US' } },
  { method: 'POST', url: '/stores/v1/search?countryCode=US', body: {} },
  // Wishlists
  { method: 'GET', url: '/wishlists/v2/favorites', as: guest },
  {
    method: 'POST',
    url: '/wishlists/v2/favorites',
    body: { productId: sample.product },
    as: guest,
  },
  { method: 'GET', url: '/wishlists/v2/saveForLater', as: guest },
  {
    method: 'POST',
    url: '/wishlists/v2/favorites/{favorite}/share',
    body: { email: 'friend@example.com' },
    as: guest,
  },
  { method: 'GET', url: '/wishlists/v2/favorites/{favorite}/share', as: guest },
  { method: 'DELETE', url: '/wishlists/v2/favorites/{favorite}/items/{favoriteItem}', as: guest },
];

let app: FastifyInstance;
let handle: DatabaseHandle;
const tokens: Record<'guest' | 'registered' | 'associate', string> = {
  guest: '',
  registered: '',
  associate: '',
};
const ids: Record<string, string> = {};
/** Route pattern each answered request matched (undefined: no route). */
const matched = new Map<string, string | undefined>();

beforeAll(async () => {
  ({ app, handle } = await startFullServer());
  app.addHook('onResponse', async (request) => {
    matched.set(`${request.method} ${request.url}`, request.routeOptions.url);
  });
  tokens.guest = (await guestToken(app)).accessToken;
  const { username, password } = testConsumers.registered;
  tokens.registered = (await registeredToken(app, username, password)).accessToken;
  const basket = await call(app, 'POST', '/cart/v1/cart', { token: tokens.guest, body: {} });
  ids.basket = (basket.json() as { basketId: string }).basketId;
  const [review] = await handle.db.select({ id: catalogReviews.id }).from(catalogReviews).limit(1);
  ids.review = review?.id ?? 'none';
  tokens.associate = (await agentToken(app)).accessToken;
  const associateBasket = await call(app, 'POST', '/cart/v1/cartWithItem', {
    token: tokens.associate,
    body: { productId: (await stockedVariant(handle.db, 'ALP1401M')).id },
  });
  ids.associateBasket = (associateBasket.json() as { basketId: string }).basketId;
  const adjusted = await call(
    app,
    'POST',
    `/cart/v1/cart/${ids.associateBasket}/price_adjustments`,
    {
      token: tokens.associate,
      body: { type: 'amount', value: 1, reason: 'coverage' },
    },
  );
  const adjustments = (adjusted.json() as { priceAdjustments?: { adjustmentId: string }[] })
    .priceAdjustments;
  ids.adjustment = adjustments?.[0]?.adjustmentId ?? `none: ${adjusted.body}`;
  const favorites = await call(app, 'POST', '/wishlists/v2/favorites', {
    token: tokens.guest,
    body: { productId: sample.product },
  });
  const list0 = favorites.json() as { favoriteId: string; items: { itemId: string }[] };
  ids.favorite = list0.favoriteId;
  ids.favoriteItem = list0.items[0]?.itemId ?? 'none';
  const questions = await call(app, 'GET', `/products/v1/products/ALP1001M/reviews/questions`);
  const list = questions.json() as { questions: { answers: { id: string }[] }[] };
  ids.answer = list.questions.flatMap((q) => q.answers)[0]?.id ?? 'none';
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => ids[k] ?? k);

describe.each([
  ['spec 1 §7', spec1],
  ['spec 2 §7', spec2],
])('every call of %s is served', (_name, rows) => {
  it.each(rows.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_label, row) => {
    const url = fill(row.url);
    const response = await call(app, row.method, url, {
      ...(row.body === undefined ? {} : { body: JSON.parse(fill(JSON.stringify(row.body))) }),
      ...(row.as ? { token: tokens[row.as] } : {}),
    });
    const key = [...matched.keys()].findLast((k) => k.startsWith(`${row.method} ${url}`));
    // The request reached a registered route (not the not-found handler)...
    expect(key && matched.get(key), `${row.method} ${url} matched no route`).toBeTruthy();
    // ...and was not answered as an unknown route or a wrong method.
    expect(response.statusCode).not.toBe(405);
    const errorId = (response.json() as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]
      ?.errorId;
    if (response.statusCode === 404 && !row.unseeded) expect(errorId).not.toBe('API404');
  });
});

it('an unknown path is API404 and a wrong method API405 (the checks above can fail)', async () => {
  const unknown = await call(app, 'GET', '/cart/v1/nothing-here');
  expect(unknown.statusCode).toBe(404);
  expect(matched.get([...matched.keys()].findLast((k) => k.includes('nothing-here')) ?? '')).toBe(
    undefined,
  );
  const wrong = await call(app, 'PATCH', '/cart/v1/coupon');
  expect(wrong.statusCode).toBe(405);
});
