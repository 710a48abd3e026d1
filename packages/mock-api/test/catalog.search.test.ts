import {
  autoSuggestSchema,
  collectionPointsSchema,
  countryI18nSchema,
  countryListSchema,
  productSearchSchema,
  storeEmployeesSchema,
  storeListSchema,
  storeSearchSchema,
} from '@storefront/api-contract';
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

const search = async (query: string, locale = 'en-US') => {
  const response = await send(
    app,
    'GET',
    `/products/v2/search/productSearch?${query}`,
    undefined,
    locale,
  );
  expect(response.statusCode).toBe(200);
  return productSearchSchema.parse(response.json());
};

describe('GET /products/v2/search/productSearch', () => {
  it('pages through every listed product exactly once', async () => {
    const first = await search('limit=24');
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.pageCount).toBe(Math.ceil(first.total / 24));
    const ids: string[] = [];
    for (let page = 1; page <= first.pageCount; page++)
      ids.push(...(await search(`limit=24&page=${page}`)).products.map((p) => p.id));
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    const beyond = await search(`limit=24&page=${first.pageCount + 1}`);
    expect(beyond.products).toEqual([]);
  });

  it('matches free text on every word, ranking name matches first', async () => {
    const result = await search('q=waterproof%20boot');
    expect(result.total).toBeGreaterThan(0);
    const boots = await search('q=boots');
    expect(boots.products[0]?.name).toMatch(/Boot/);
    expect((await search('q=zzzz')).total).toBe(0);
  });

  it('filters by category with its descendants; PLP400 for an unknown category', async () => {
    const footwear = await search('categoryId=3000&limit=96');
    const hiking = await search('categoryId=300010&limit=96');
    expect(hiking.total).toBeGreaterThan(0);
    expect(footwear.total).toBeGreaterThan(hiking.total);
    const unknown = await send(app, 'GET', '/products/v2/search/productSearch?categoryId=999999');
    expect([unknown.statusCode, errorId(unknown)]).toEqual([400, 'PLP400']);
  });

  it('counts facets disjunctively and filters OR within, AND across facets', async () => {
    const all = await search('limit=96');
    const color = all.facets.find((f) => f.id === 'color');
    const black = color?.values.find((v) => v.value === 'black');
    const red = color?.values.find((v) => v.value === 'red');
    const blackOnly = await search('limit=96&f_color=black');
    expect(blackOnly.total).toBe(black?.count);
    expect(blackOnly.products.every((p) => p.colors.some((c) => c.value === 'black'))).toBe(true);
    // Other colours keep their counts while black is selected (disjunctive).
    expect(
      blackOnly.facets.find((f) => f.id === 'color')?.values.find((v) => v.value === 'red')?.count,
    ).toBe(red?.count);
    expect(
      blackOnly.facets.find((f) => f.id === 'color')?.values.find((v) => v.value === 'black')
        ?.selected,
    ).toBe(true);
    const either = await search('limit=96&f_color=black|red');
    expect(either.total).toBeGreaterThan(blackOnly.total);
    const womenBlack = await search('limit=96&f_color=black&f_gender=women');
    expect(womenBlack.total).toBeLessThan(blackOnly.total);
    const priced = await search('limit=96&f_price=0-50');
    expect(priced.products.every((p) => p.price.current < 50)).toBe(true);
    const unknown = await send(app, 'GET', '/products/v2/search/productSearch?f_flavour=mint');
    expect([unknown.statusCode, errorId(unknown)]).toEqual([400, 'API400']);
  });

  it('sorts by price, name, rating and newest', async () => {
    const asc = (await search('sort=price-asc&limit=96')).products.map((p) => p.price.current);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('sort=price-desc&limit=96')).products.map((p) => p.price.current);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await search('sort=name-asc&limit=96')).products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const ratings = (await search('sort=rating&limit=96')).products.map((p) => p.rating.average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const bad = await send(app, 'GET', '/products/v2/search/productSearch?sort=cheapest');
    expect(errorId(bad)).toBe('API400');
    const badLimit = await send(app, 'GET', '/products/v2/search/productSearch?limit=0');
    expect(errorId(badLimit)).toBe('API400');
  });

  it('prices tiles in the locale currency', async () => {
    const gb = await search('limit=1', 'en-GB');
    expect(gb.products[0]?.currency).toBe('GBP');
  });
});

describe('GET /products/v2/search/autoSuggest', () => {
  it('suggests terms, products and categories for a prefix', async () => {
    const body = autoSuggestSchema.parse(
      (await send(app, 'GET', '/products/v2/search/autoSuggest?q=boo')).json(),
    );
    expect(body.suggestions.map((s) => s.term)).toContain('boot');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    const missing = await send(app, 'GET', '/products/v2/search/autoSuggest');
    expect([missing.statusCode, errorId(missing)]).toEqual([400, 'API400']);
  });
});

describe('stores', () => {
  it('finds stores nearest first from a postal code with a variant availability', async () => {
    const response = await send(app, 'POST', '/stores/v1/search?postalCode=80302&radius=100', {
      variantId: 'ALP9004M-RED-9',
    });
    const body = storeSearchSchema.parse(response.json());
    expect(body.stores.map((s) => s.id)).toEqual(['0102', '0101']);
    const distances = body.stores.map((s) => s.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(
      body.stores.every((s) => s.inventory && s.inventory.pickup === s.inventory.quantity >= 1),
    ).toBe(true);
    expect(body.stores.every((s) => s.inventory?.shipToStore === false)).toBe(true); // reservable only
  });

  it('finds stores by coordinates and by country; API400 without a place', async () => {
    const byPoint = storeSearchSchema.parse(
      (
        await send(app, 'POST', '/stores/v1/search?latitude=51.5&longitude=-0.12&radius=20', {})
      ).json(),
    );
    expect(byPoint.stores.map((s) => s.id)).toEqual(['0301']);
    const byCountry = storeSearchSchema.parse(
      (await send(app, 'POST', '/stores/v1/search?countryCode=CA', {})).json(),
    );
    expect(byCountry.total).toBe(3);
    const unknownPostal = storeSearchSchema.parse(
      (await send(app, 'POST', '/stores/v1/search?postalCode=99999', {})).json(),
    );
    expect(unknownPostal.total).toBe(0);
    const none = await send(app, 'POST', '/stores/v1/search', {});
    expect([none.statusCode, errorId(none)]).toEqual([400, 'API400']);
  });

  it('finds collection points of a country near a postal code', async () => {
    const body = collectionPointsSchema.parse(
      (
        await send(app, 'POST', '/stores/v1/collectionPoints', {
          countryCode: 'GB',
          postalCode: 'WC2E 9LH',
          radius: 10,
        })
      ).json(),
    );
    expect(body.collectionPoints.map((p) => p.id).sort()).toEqual(['CP-GB-001', 'CP-GB-002']);
    const distances = body.collectionPoints.map((p) => p.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 10)).toBe(true);
    const bad = await send(app, 'POST', '/stores/v1/collectionPoints', { postalCode: 'WC2E' });
    expect(errorId(bad)).toBe('API400');
  });

  it('lists stores and their employees; STR404 for an unknown store', async () => {
    const list = storeListSchema.parse(
      (await send(app, 'GET', '/utilities/stores?countryCode=GB')).json(),
    );
    expect(list.stores.map((s) => s.id)).toEqual(['0301', '0302']);
    expect(list.stores[0]?.openingHours).toHaveLength(7);
    const staff = storeEmployeesSchema.parse(
      (await send(app, 'GET', '/utilities/stores/0301/employees')).json(),
    );
    expect(staff.employees).toHaveLength(3);
    const unknown = await send(app, 'GET', '/utilities/stores/9999/employees');
    expect([unknown.statusCode, errorId(unknown)]).toEqual([404, 'STR404']);
  });
});

describe('utilities', () => {
  it('lists countries in the locale language, filtered by type', async () => {
    const fr = countryListSchema.parse(
      (await send(app, 'GET', '/utilities/countryList', undefined, 'fr-CA')).json(),
    );
    expect(fr.countries.find((c) => c.code === 'US')?.name).toBe('États-Unis');
    const shipping = countryListSchema.parse(
      (await send(app, 'GET', '/utilities/countryList?type=shipping')).json(),
    );
    expect(shipping.countries.map((c) => c.code)).toEqual(['US', 'CA', 'GB', 'IE']);
    expect(fr.countries.length).toBeGreaterThan(shipping.countries.length);
  });

  it('answers address rules (defaults + overrides) and phone codes per country', async () => {
    const us = countryI18nSchema.parse((await send(app, 'GET', '/utilities/i18n/US')).json());
    expect(us.phoneCodes).toEqual([{ dialCode: '1', mask: '(999) 999-9999', code: 'US' }]);
    expect(us.addressRules.firstName).toEqual({ required: true, min: 2, max: 30 });
    expect(us.addressRules.addressLine2).toEqual({ required: false, max: 30 });
    expect(us.addressRules.province?.required).toBe(true);
    expect(us.addressRules.phone).toMatchObject({ min: 10, max: 10 });
    expect(new RegExp(us.addressRules.phone?.pattern ?? '').test('3035550101')).toBe(true);
    expect(new RegExp(us.addressRules.phone?.pattern ?? '').test('1035550101')).toBe(false);
    expect(us.provinces.length).toBe(51);
    const gb = countryI18nSchema.parse((await send(app, 'GET', '/utilities/i18n/gb')).json());
    expect(gb.addressRules.province?.required).toBe(false);
    expect(gb.addressRules.addressLine1?.max).toBe(35);
    expect(new RegExp(gb.addressRules.postalCode?.pattern ?? '').test('WC2E 9LH')).toBe(true);
    const unknown = await send(app, 'GET', '/utilities/i18n/XX');
    expect([unknown.statusCode, errorId(unknown)]).toEqual([404, 'API404']);
  });
});
