import { maxReviewLength, reviewSchema, reviewsSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialProductIds as ids } from '../seed/catalog';
import { seedConsumersIfEmpty } from '../src/consumers/seed';
import type { DatabaseHandle } from '../src/db/client';
import { errorIdOf, getAs, guestToken, post, registeredToken, testConsumers } from './authHelpers';
import { startCatalogServer } from './catalogHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let token: string;

const url = `/products/v1/products/${ids.saleWithNotice}/reviews`;
const review = { rating: 4, title: 'Warm and light', text: 'Wore them on a long hike: dry feet.' };

beforeAll(async () => {
  ({ app, handle } = await startCatalogServer());
  await seedConsumersIfEmpty(handle.db);
  const { username, password } = testConsumers.registered;
  ({ accessToken: token } = await registeredToken(app, username, password));
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('review photos', () => {
  it('serves the seeded photos of a review as media URLs with their alt text', async () => {
    const list = reviewsSchema.parse(
      (await getAs(app, '/products/v1/products/ALP1002M/reviews')).json(),
    );
    const photos = list.reviews.flatMap((r) => r.photos ?? []);
    expect(photos.length).toBeGreaterThanOrEqual(2);
    expect(photos[0]?.url).toMatch(/^http:\/\/media\.test\/media\/ugc\/ugc-\d\d\.svg$/);
    expect(photos[0]?.alt).toMatch(/^Photo 1 by /);
  });
});

describe('POST /products/v1/products/{productId}/reviews (write a review)', () => {
  it('stores a registered shopper review, signed with the first name, newest first', async () => {
    const created = await post(app, url, review, token);
    expect(created.statusCode).toBe(201);
    const answered = reviewSchema.parse(created.json());
    expect(answered).toMatchObject({ ...review, language: 'en', helpfulVotes: 0 });
    expect(answered.author).toMatch(/^\S+( \S\.)?$/);
    const list = await getAs(app, `${url}?sort=newest`);
    expect(reviewsSchema.parse(list.json()).reviews[0]?.id).toBe(answered.id);
  });

  it('answers AUT401 without a token and AUT432 for a guest, storing nothing', async () => {
    const anonymous = await post(app, url, review);
    expect([anonymous.statusCode, errorIdOf(anonymous)]).toEqual([401, 'AUT401']);
    const guest = await guestToken(app);
    const asGuest = await post(app, url, review, guest.accessToken);
    expect([asGuest.statusCode, errorIdOf(asGuest)]).toEqual([401, 'AUT432']);
  });

  it(`answers REV410 over ${maxReviewLength} characters and API400 for bad fields`, async () => {
    const long = await post(app, url, { ...review, text: 'x'.repeat(maxReviewLength + 1) }, token);
    expect([long.statusCode, errorIdOf(long)]).toEqual([400, 'REV410']);
    const exact = await post(app, url, { ...review, text: 'x'.repeat(maxReviewLength) }, token);
    expect(exact.statusCode).toBe(201);
    for (const bad of [
      { ...review, rating: 6 },
      { ...review, rating: 0 },
      { ...review, title: ' ' },
      { ...review, title: 'x'.repeat(101) },
      { ...review, text: '' },
      { ...review, text: '<b></b>' },
    ]) {
      const answer = await post(app, url, bad, token);
      expect([answer.statusCode, errorIdOf(answer)], JSON.stringify(bad)).toEqual([400, 'API400']);
    }
  });

  it('answers API404 for an unknown product and keeps markup out', async () => {
    const unknown = await post(app, '/products/v1/products/ZZZ9999ZZ/reviews', review, token);
    expect([unknown.statusCode, errorIdOf(unknown)]).toEqual([404, 'API404']);
    const marked = await post(
      app,
      url,
      { ...review, title: '<img src=x onerror=alert(1)>Nice', text: '<script>x</script>Good' },
      token,
    );
    expect(reviewSchema.parse(marked.json())).toMatchObject({ title: 'Nice', text: 'Good' });
  });
});
