/**
 * The compare component (spec 2 §7 "Internal": `GET /fapi/components/compare`): 2 to 4
 * products side by side, in the order asked, in the locale's currency.
 */
import { compareLimits, compareSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
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

const compare = (ids: string, locale = 'en-US') =>
  send(app, 'GET', `/fapi/components/compare?productIds=${ids}`, undefined, locale);

describe('GET /fapi/components/compare', () => {
  it('answers the products in the order asked, once each, with price and attributes', async () => {
    const response = await compare('ALP2001M,ALP1001M,ALP2001M');
    expect(response.statusCode, response.body).toBe(200);
    const { products } = compareSchema.parse(response.json());
    expect(products.map((p) => p.id)).toEqual(['ALP2001M', 'ALP1001M']);
    for (const product of products) {
      expect(product.currency).toBe('USD');
      expect(product.attributes.sizes.length).toBeGreaterThan(0);
      expect(product.attributes.colors).toEqual(product.colors.map((c) => c.value));
    }
  });

  it('prices in the locale’s currency', async () => {
    const response = await compare('ALP1001M,ALP2001M', 'en-GB');
    expect(compareSchema.parse(response.json()).products[0]?.currency).toBe('GBP');
  });

  it(`answers 400 API400 outside ${compareLimits.min}-${compareLimits.max} products, 404 API404 for an unknown one`, async () => {
    for (const ids of ['ALP1001M', 'ALP1001M,ALP1002M,ALP1101W,ALP2101M,ALP2001M']) {
      const response = await compare(ids);
      expect(response.statusCode, ids).toBe(400);
      expect(errorId(response)).toBe('API400');
    }
    const unknown = await compare('ALP1001M,NOPE0000X');
    expect(unknown.statusCode).toBe(404);
    expect(errorId(unknown)).toBe('API404');
  });
});
