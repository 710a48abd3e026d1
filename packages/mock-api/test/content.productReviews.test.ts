/**
 * The product page's review slots of the shipped seed (spec 2 §7 content service
 * `product/{siteId}/{productId}`; the product page kind's `reviewsTop` and `reviewsBottom`,
 * rendered around the reviews and questions): seeded for the Ridge Runner and the Meadow Walker
 * in every locale, each locale's links staying in that locale.
 */
import { contentDocumentSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { insertContent, readSeedDocuments } from '../src/db/seed';
import { get, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

const productIds = ['ALP1101M', 'ALP1401M'];

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
  const seed = await readSeedDocuments();
  await insertContent(
    handle.db,
    seed.filter((doc) => doc.docType === 'product' && productIds.includes(doc.slug)),
  );
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('the product review slots of the seed', () => {
  it.each(
    productIds.flatMap((productId) =>
      [
        ['us', 'en-US', 'en-us'],
        ['ca', 'en-CA', 'en-ca'],
        ['ca', 'fr-CA', 'fr-ca'],
        ['gb', 'en-GB', 'en-gb'],
      ].map(([site, locale, path]) => [site, productId, locale, path] as const),
    ),
  )(
    'product/%s/%s in %s has reviewsTop and reviewsBottom',
    async (site, productId, locale, path) => {
      const res = await get(app, `/pub/caas/v1/canvas/product/${site}/${productId}`, locale);
      expect(res.statusCode, res.body).toBe(200);
      const doc = contentDocumentSchema.parse(res.json());
      expect(doc.locale).toBe(path);
      for (const slot of ['reviewsTop', 'reviewsBottom']) {
        const blocks = doc.slots[slot] ?? [];
        expect(blocks.length, slot).toBeGreaterThan(0);
        const hrefs = JSON.stringify(blocks).match(/href=\\"([^"\\]+)/g) ?? [];
        expect(hrefs.length, slot).toBeGreaterThan(0);
        for (const href of hrefs) expect(href).toContain(`href=\\"/${path}/`);
      }
    },
  );
});
