/**
 * The help and content pages of the shipped seed (spec 2 §7 content service): the routed
 * fixed pages and the commerce pages' slots (`augmentedpage`), the help section's `children`
 * for section navigation, and the legal and loyalty pages, in every locale.
 */
import { contentDocumentSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { insertContent, readSeedDocuments } from '../src/db/seed';
import { get, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

const augmented = ['basecamp', 'checkout', 'error-4xx', 'gift-card', 'promotions', 'westend'];
const pages = [
  'help',
  'help/delivery',
  'help/returns',
  'help/returns/refunds',
  'help/size-guide',
  'loyalty',
];
const legal = ['sale-terms', 'privacy'];

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
  const seed = await readSeedDocuments();
  await insertContent(
    handle.db,
    seed.filter(
      (doc) =>
        (doc.docType === 'augmentedpage' && augmented.includes(doc.slug)) ||
        (doc.docType === 'page' &&
          (doc.slug.startsWith('help') || [...pages, ...legal].includes(doc.slug))),
    ),
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

async function doc(url: string, locale: string) {
  const res = await get(app, url, locale);
  expect(res.statusCode, `${url} ${locale}: ${res.body}`).toBe(200);
  return contentDocumentSchema.parse(res.json());
}

describe.each(locales)('seeded help and content pages of %s (%s)', (siteId, locale, path) => {
  it('serves every fixed page with blocks, in the locale', async () => {
    for (const page of augmented) {
      const document = await doc(`${pub}/augmentedpage/${siteId}/${page}`, locale);
      expect(document.locale).toBe(path);
      expect(Object.values(document.slots).flat().length, page).toBeGreaterThan(0);
    }
  });

  it('serves the help, loyalty and legal pages', async () => {
    for (const page of [...pages, ...legal, 'help/returns/how-to-return']) {
      const document = await doc(`${pub}/page/${siteId}/${page}`, locale);
      expect(document.slots.main?.length, page).toBeGreaterThan(0);
    }
  });

  it('lists the help sections and the returns pages as children', async () => {
    const slugs = async (parent: string) =>
      (await doc(`${pub}/children/${siteId}/${encodeURIComponent(parent)}`, locale)).slots.main
        ?.map((entry) => (entry as { fields: { slug: string } }).fields.slug)
        .sort();
    expect(await slugs('help')).toEqual(['help/delivery', 'help/returns', 'help/size-guide']);
    expect(await slugs('help/returns')).toEqual([
      'help/returns/how-to-return',
      'help/returns/refunds',
    ]);
  });
});
