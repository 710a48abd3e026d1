import {
  availabilitySchema,
  catalogSchema,
  inventorySchema,
  notificationSchema,
  productDetailsSchema,
  productSetSchema,
  productSetsSchema,
  questionSchema,
  questionsSchema,
  reviewsSchema,
  reviewTranslationSchema,
  voteSchema,
  widgetRecommendationsSchema,
} from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialProductIds as ids } from '../seed/catalog';
import type { DatabaseHandle } from '../src/db/client';
import { catalogReviews } from '../src/db/schema';
import { guestToken } from './authHelpers';
import { errorId, send, startCatalogServer } from './catalogHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startCatalogServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const details = async (id: string, locale = 'en-US') => {
  const response = await send(app, 'GET', `/products/v2/products/${id}/details`, undefined, locale);
  expect(response.statusCode).toBe(200);
  return productDetailsSchema.parse(response.json());
};

describe('GET /products/v2/products/{productId}/details', () => {
  it('answers the product with variants, UPCs, images and a price range', async () => {
    const product = await details(ids.priceRange);
    expect(product).toMatchObject({
      id: ids.priceRange,
      currency: 'USD',
      url: `/p/${product.slug}-${ids.priceRange}`,
    });
    expect(product.variants.length).toBeGreaterThan(10);
    expect(product.attributes.map((a) => a.type)).toEqual(['color', 'size']);
    expect(product.images[0]?.url).toMatch(
      /^http:\/\/media\.test\/media\/products\/boot-\w+\.svg$/,
    );
    expect(product.price.lowCurrent).toBeLessThan(product.price.highCurrent ?? 0);
  });

  it('prices in the currency of the locale', async () => {
    const us = await details('ALP2201M');
    const ca = await details('ALP2201M', 'fr-CA');
    const gb = await details('ALP2201M', 'en-GB');
    expect([us.currency, ca.currency, gb.currency]).toEqual(['USD', 'CAD', 'GBP']);
    expect(ca.price.original).toBeGreaterThan(us.price.original);
    expect(gb.price.original).toBeLessThan(us.price.original);
  });

  it('marks sale prices with a discount and a historic best price', async () => {
    const notice = await details(ids.saleWithNotice);
    expect(notice.price.current).toBeLessThan(notice.price.original);
    expect(notice.price.historicBestPrice).toBeGreaterThan(notice.price.current);
    expect(notice.price.percentagePriceDiscount).toBeGreaterThan(0);
    expect(notice.badges).toContain('Sale');
    const noNotice = await details(ids.saleWithoutNotice);
    expect(noNotice.price.historicBestPrice).toBeLessThan(noNotice.price.current);
  });

  it('describes the special products', async () => {
    const giftCard = await details(ids.giftCard);
    expect(giftCard).toMatchObject({ productType: 'digital', isDigitalProduct: true });
    expect(giftCard.giftCard?.customAmount).toEqual({ min: 10, max: 500 });
    expect(giftCard.giftCard?.giftOption.fields).toEqual(['email', 'to', 'message']);
    expect((await details(ids.customs)).customsExternalUrl).toMatch(/^https:\/\//);
    expect((await details(ids.freeGift)).isFreeGift).toBe(true);
    expect((await details(ids.presale)).presale).toBe(true);
    expect((await details(ids.reservable)).isRobisOnly).toBe(true);
    const oos = await details(ids.outOfStock);
    expect(oos.notifyMe).toBe(true);
    expect(
      oos.variants.every(
        (v) => v.stockStatus === 'OutOfStock' && v.stockStatusLabel === 'Out of stock',
      ),
    ).toBe(true);
    expect(oos.attributes.every((a) => a.options.every((o) => !o.available))).toBe(true);
    const low = await details(ids.lowStock);
    expect(low.variants.every((v) => v.stockStatusLabel === `Only ${v.quantity} left`)).toBe(true);
  });

  it('answers 400 API400 for a malformed id and 404 API404 for an unknown one', async () => {
    const bad = await send(app, 'GET', '/products/v2/products/abc/details');
    expect([bad.statusCode, errorId(bad)]).toEqual([400, 'API400']);
    const unknown = await send(app, 'GET', '/products/v2/products/ZZZ0000ZZ/details');
    expect([unknown.statusCode, errorId(unknown)]).toEqual([404, 'API404']);
    const noHeaders = await app.inject({
      method: 'GET',
      url: `/products/v2/products/${ids.giftCard}/details?locale=en-US`,
    });
    expect([noHeaders.statusCode, errorId(noHeaders)]).toEqual([400, 'API400']);
  });
});

describe('GET /products/v2/products/{productId}/inventory (stock state, spec 3 §4)', () => {
  const inventory = async (id: string) =>
    inventorySchema.parse((await send(app, 'GET', `/products/v2/products/${id}/inventory`)).json());

  it('is InStock exactly when the quantity is above 0', async () => {
    const result = await inventory(ids.priceRange);
    const entries = Object.values(result.variants);
    expect(entries.length).toBeGreaterThan(0);
    for (const v of entries) expect(v.stockStatus).toBe(v.quantity > 0 ? 'InStock' : 'OutOfStock');
    const all = await Promise.all(
      ['ALP1002M', 'ALP1101W', 'ALP2101M', ids.outOfStock].map(inventory),
    );
    const statuses = new Set(
      all.flatMap((i) => Object.values(i.variants).map((v) => v.stockStatus)),
    );
    expect(statuses).toEqual(new Set(['InStock', 'OutOfStock']));
  });

  it('answers digital and reservable items as available with quantity 1', async () => {
    for (const id of [ids.giftCard, ids.reservable]) {
      const result = await inventory(id);
      expect(Object.values(result.variants)).not.toHaveLength(0);
      for (const v of Object.values(result.variants))
        expect(v).toEqual({ quantity: 1, stockStatus: 'InStock' });
    }
  });
});

describe('POST /products/v1/products/{productId}/availability', () => {
  it('reports online and per-store pickup / ship-to-store availability', async () => {
    const product = await details('ALP1001M');
    const variantIds = product.variants.map((v) => v.id);
    const response = await send(app, 'POST', '/products/v1/products/ALP1001M/availability', {
      variantIds,
      storeIds: ['0101', '0103'],
      quantity: 2,
    });
    expect(response.statusCode).toBe(200);
    const body = availabilitySchema.parse(response.json());
    expect(body.variants).toHaveLength(variantIds.length);
    for (const v of body.variants) {
      expect(v.available).toBe(v.quantity >= 2);
      const [denver, seattle] = v.stores;
      expect(denver?.pickup).toBe((denver?.quantity ?? 0) >= 2);
      expect(denver?.shipToStore).toBe(v.quantity >= 2);
      expect(seattle?.shipToStore).toBe(false); // Seattle offers no ship to store
    }
  });

  it('rejects unknown variants and stores with 400 API400', async () => {
    const r1 = await send(app, 'POST', '/products/v1/products/ALP1001M/availability', {
      variantIds: ['nope'],
    });
    expect([r1.statusCode, errorId(r1)]).toEqual([400, 'API400']);
    const r2 = await send(app, 'POST', '/products/v1/products/ALP1001M/availability', {
      storeIds: ['9999'],
    });
    expect([r2.statusCode, errorId(r2)]).toEqual([400, 'API400']);
  });
});

describe('product sets, catalogue, notify me, recommendations', () => {
  it('lists the sets of a product and answers one set', async () => {
    const sets = productSetsSchema.parse(
      (await send(app, 'GET', '/products/v2/products/ALP3003U/productSets')).json(),
    );
    expect(sets.productSets.map((s) => s.id)).toEqual(['SET0001TR', 'SET0002HT']);
    const set = productSetSchema.parse(
      (await send(app, 'GET', '/products/v2/products/SET0001TR/productSet')).json(),
    );
    expect(set.products.map((p) => p.id)).toEqual(['ALP1101M', 'ALP2001M', 'ALP3001U', 'ALP3003U']);
    const missing = await send(app, 'GET', '/products/v2/products/SET9999XX/productSet');
    expect([missing.statusCode, errorId(missing)]).toEqual([404, 'API404']);
  });

  it('answers the category tree with 4-10 digit ids, in the locale language', async () => {
    const tree = catalogSchema.parse(
      (await send(app, 'GET', '/products/v2/catalog', undefined, 'fr-CA')).json(),
    );
    expect(tree.categories.map((c) => c.name)).toContain('Hommes');
    const sub = catalogSchema.parse(
      (await send(app, 'GET', '/products/v2/catalog?categoryId=3000')).json(),
    );
    expect(sub.categories).toHaveLength(1);
    expect(sub.categories[0]?.children.map((c) => c.slug)).toContain('hiking-boots');
    expect(sub.categories[0]?.children.every((c) => c.productCount > 0)).toBe(true);
  });

  it('subscribes to notify me for an out-of-stock variant only, idempotently', async () => {
    const product = await details(ids.outOfStock);
    const variantId = product.variants[0]?.id as string;
    const body = { productId: ids.outOfStock, variantId, email: 'Shopper@Example.com' };
    for (let i = 0; i < 2; i++) {
      const response = await send(app, 'PUT', '/products/v1/notifications', body);
      expect(response.statusCode).toBe(200);
      expect(notificationSchema.parse(response.json()).email).toBe('shopper@example.com');
    }
    const inStock = (await details(ids.presale)).variants[0]?.id;
    const rejected = await send(app, 'PUT', '/products/v1/notifications', {
      ...body,
      productId: ids.presale,
      variantId: inStock,
    });
    expect([rejected.statusCode, errorId(rejected)]).toEqual([400, 'API400']);
    const badEmail = await send(app, 'PUT', '/products/v1/notifications', { ...body, email: 'x' });
    expect(errorId(badEmail)).toBe('API400');
  });

  it('recommends up to 24 available products with rec tokens', async () => {
    const response = await send(
      app,
      'GET',
      '/products/v1/widgetRecommendations?productId=ALP1001M&limit=24',
    );
    const body = widgetRecommendationsSchema.parse(response.json());
    expect(body.products).toHaveLength(24);
    expect(body.products.map((p) => p.id)).not.toContain('ALP1001M');
    expect(new Set(body.products.map((p) => p.recToken)).size).toBe(24);
    const tooMany = await send(app, 'GET', '/products/v1/widgetRecommendations?limit=25');
    expect(errorId(tooMany)).toBe('API400');
    const emptyCategory = await send(
      app,
      'GET',
      '/products/v1/widgetRecommendations?categoryId=99999',
    );
    expect([emptyCategory.statusCode, errorId(emptyCategory)]).toEqual([400, 'PLP400']);
  });
});

describe('reviews and questions', () => {
  it('pages, sorts and summarises reviews', async () => {
    const first = reviewsSchema.parse(
      (
        await send(
          app,
          'GET',
          `/products/v1/products/${ids.saleWithNotice}/reviews?limit=3&sort=highest`,
        )
      ).json(),
    );
    expect(first.total).toBe(8);
    expect(first.reviews).toHaveLength(3);
    const ratings = first.reviews.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(Object.values(first.summary.distribution).reduce((a, b) => a + b, 0)).toBe(8);
    const last = reviewsSchema.parse(
      (
        await send(app, 'GET', `/products/v1/products/${ids.saleWithNotice}/reviews?limit=3&page=3`)
      ).json(),
    );
    expect(last.reviews).toHaveLength(2);
    const bad = await send(
      app,
      'GET',
      `/products/v1/products/${ids.saleWithNotice}/reviews?sort=random`,
    );
    expect(errorId(bad)).toBe('API400');
  });

  it('counts a shopper’s vote and flag once; 401 without a token; translates a review', async () => {
    const { reviews } = reviewsSchema.parse(
      (await send(app, 'GET', `/products/v1/products/${ids.saleWithNotice}/reviews`)).json(),
    );
    const review = reviews[0];
    if (!review) throw new Error('no review');
    const [ann, bob] = [(await guestToken(app)).accessToken, (await guestToken(app)).accessToken];
    const vote = async (helpful: boolean, token?: string) =>
      send(app, 'POST', `/products/v1/review/${review.id}/vote`, { helpful }, 'en-US', token);
    const counts = async (helpful: boolean, token: string) => {
      const { helpfulVotes, unhelpfulVotes } = voteSchema.parse(
        (await vote(helpful, token)).json(),
      );
      return [helpfulVotes - review.helpfulVotes, unhelpfulVotes - review.unhelpfulVotes];
    };

    const anonymous = await vote(true);
    expect([anonymous.statusCode, errorId(anonymous)]).toEqual([401, 'AUT401']);
    expect(await counts(true, ann)).toEqual([1, 0]);
    expect(await counts(true, ann)).toEqual([1, 0]); // the same vote again counts once
    expect(await counts(false, ann)).toEqual([0, 1]); // changing sides moves it
    expect(await counts(true, bob)).toEqual([1, 1]);

    const flag = (token?: string) =>
      send(
        app,
        'POST',
        `/products/v1/review/${review.id}/flag`,
        { reason: 'spam' },
        'en-US',
        token,
      );
    const flags = async () =>
      (await handle.db.select().from(catalogReviews).where(eq(catalogReviews.id, review.id)))[0]
        ?.flags;
    const before = await flags();
    expect((await flag()).statusCode).toBe(401);
    expect((await flag(ann)).json()).toEqual({ reviewId: review.id, flagged: true });
    expect((await flag(ann)).statusCode).toBe(200);
    expect(await flags()).toBe((before ?? 0) + 1);

    const translation = reviewTranslationSchema.parse(
      (
        await send(app, 'POST', `/products/v1/review/${review.id}/translate`, {
          targetLanguage: 'fr',
        })
      ).json(),
    );
    expect(translation.sourceLanguage).toBe(review.language);
    const missing = await send(
      app,
      'POST',
      '/products/v1/review/NOPE/vote',
      { helpful: true },
      'en-US',
      bob,
    );
    expect([missing.statusCode, errorId(missing)]).toEqual([404, 'API404']);
  });

  it('asks a question, lists it first and votes on answers; REV410 when too long', async () => {
    const url = `/products/v1/products/${ids.saleWithNotice}/reviews/questions`;
    const created = await send(app, 'POST', url, {
      text: 'Does it fit a wide foot?',
      nickname: 'Ann',
    });
    expect(created.statusCode).toBe(201);
    const question = questionSchema.parse(created.json());
    const list = questionsSchema.parse((await send(app, 'GET', url)).json());
    expect(list.questions[0]?.id).toBe(question.id);
    const answered = list.questions.find((q) => q.answers.length > 0);
    const answer = answered?.answers[0];
    if (!answer) throw new Error('no answer in the seed');
    const { accessToken } = await guestToken(app);
    const voteOnAnswer = () =>
      send(
        app,
        'POST',
        `/products/v1/review/${answer.id}/questions/vote`,
        { helpful: false },
        'en-US',
        accessToken,
      );
    await voteOnAnswer();
    const vote = voteSchema.parse((await voteOnAnswer()).json());
    expect(vote.unhelpfulVotes).toBe(answer.unhelpfulVotes + 1);
    const long = await send(app, 'POST', url, { text: 'x'.repeat(501), nickname: 'Ann' });
    expect([long.statusCode, errorId(long)]).toEqual([400, 'REV410']);
  });
});
