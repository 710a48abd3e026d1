/**
 * The search hub of the shipped seed (spec 2 §2 page type `searchHub`; spec 2 §7 content
 * service `search/{siteId}/{searchType}`): one document per locale, whose search hub
 * collections link inside the locale.
 */
import { contentDocumentSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { insertContent, readSeedDocuments } from '../src/db/seed';
import { get, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
  const seed = await readSeedDocuments();
  await insertContent(
    handle.db,
    seed.filter((doc) => doc.docType === 'search' && doc.slug === 'searchhub'),
  );
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const pub = '/pub/caas/v1/canvas';
const locales = [
  ['us', 'en-US', 'en-us'],
  ['ca', 'en-CA', 'en-ca'],
  ['ca', 'fr-CA', 'fr-ca'],
  ['gb', 'en-GB', 'en-gb'],
] as const;

describe.each(locales)('the seeded search hub of %s (%s)', (siteId, locale, path) => {
  it('serves search/{siteId}/searchhub in the locale, with search hub collections', async () => {
    const res = await get(app, `${pub}/search/${siteId}/searchhub`, locale);
    expect(res.statusCode, res.body).toBe(200);
    const document = contentDocumentSchema.parse(res.json());
    expect(document).toMatchObject({ docType: 'search', slug: 'searchhub', locale: path });
    const hubs = (document.slots.main ?? []) as { type: string; fields: { type: string } }[];
    expect(hubs.filter((b) => b.fields.type === 'searchHub').length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(document)).not.toContain('{{MEDIA}}');
  });
});

describe('the search hub’s errors', () => {
  it('answers 404 API404 for another site or an unknown search type', async () => {
    for (const url of [`${pub}/search/xx/searchhub`, `${pub}/search/us/nothing-here`]) {
      const res = await get(app, url, 'en-US');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
    }
  });
});
