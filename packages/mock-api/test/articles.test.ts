import {
  articleSearchPath,
  articleSearchResultSchema,
  contentDocumentSchema,
  contentUrlPath,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFacets, searchArticles } from '../src/articles/search';
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
    seed.filter((doc) => doc.docType === 'article'),
  );
  // A draft article, visible only in preview.
  await insertContent(handle.db, [
    {
      ...(seed.find((doc) => doc.id === 'article-night-running-en-us') ?? seed[0]),
      id: 'article-draft-en-us',
      slug: 'draft',
      status: 'draft',
      title: 'Draft article',
      date: '2026-10-31',
      url: '/en-us/journal/draft',
    } as never,
  ]);
}, 60_000);
afterAll(async () => {
  await app.close();
  await handle.close();
});

const search = async (
  query: string,
  mode: 'pub' | 'pre' = 'pub',
  locale = 'en-US',
  site = 'us',
) => {
  const res = await get(app, `${articleSearchPath(mode, site)}?${query}`, locale);
  expect(res.statusCode, res.body).toBe(200);
  return articleSearchResultSchema.parse(res.json());
};

describe('content search for articles', () => {
  it('answers result, facets and numFound, newest first, paged by limit and offset', async () => {
    const first = await search('limit=3');
    expect(first.numFound).toBe(12);
    expect(first.result.map((a) => a.id)).toEqual([
      'article-first-trail-race-en-us',
      'article-waterproof-boot-care-en-us',
      'article-hut-to-hut-en-us',
    ]);
    const next = await search('limit=3&offset=3');
    expect(next.result[0]?.id).toBe('article-bouldering-basics-en-us');
    const last = await search('limit=5&offset=10');
    expect(last.result).toHaveLength(2);
    expect(first.result[0]?.picture.url).toBe('http://media.test/media/ugc/journal-01.svg');
    expect(first.result[0]?.url).toBe('/en-us/journal/first-trail-race');
  });

  it('leaves out documents of docType article without the article fields', async () => {
    const all = await search('limit=50');
    expect(all.result.some((a) => a.id === 'article-01-en-us')).toBe(false);
  });

  it('filters by tagId; facets stay counted over the whole tag set', async () => {
    const all = await search('limit=50');
    const climbing = await search('tagId=climbing&limit=50');
    expect(climbing.numFound).toBe(2);
    expect(climbing.result.every((a) => a.tags.some((t) => t.id === 'climbing'))).toBe(true);
    expect(climbing.facets).toEqual(all.facets);
    const counts = Object.fromEntries(all.facets.map((f) => [f.id, f.count]));
    expect(counts).toMatchObject({ 'trail-running': 4, hiking: 4, climbing: 2, events: 3 });
    expect(all.facets[0]?.count).toBeGreaterThanOrEqual(all.facets.at(-1)?.count ?? 0);
    expect((await search('tagId=unknown')).numFound).toBe(0);
  });

  it('searches per site and locale, with labels in the locale language', async () => {
    const fr = await search('limit=1', 'pub', 'fr-CA', 'ca');
    expect(fr.result[0]?.id).toBe('article-first-trail-race-fr-ca');
    expect(fr.facets.find((f) => f.id === 'hiking')?.label).toBe('Randonnée');
    const gb = await search('limit=1', 'pub', 'en-GB', 'gb');
    expect(gb.numFound).toBe(12);
    expect((await search('limit=1', 'pub', 'en-US', 'zz')).numFound).toBe(0);
  });

  it('shows drafts only in preview', async () => {
    expect((await search('limit=1')).result[0]?.id).not.toBe('article-draft-en-us');
    const pre = await search('limit=1', 'pre');
    expect(pre.result[0]?.id).toBe('article-draft-en-us');
    expect(pre.numFound).toBe(13);
  });

  it('answers 400 API400 for a bad limit or offset', async () => {
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'limit=abc']) {
      const res = await get(app, `${articleSearchPath('pub', 'us')}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorDetails[0].errorId).toBe('API400');
    }
  });

  it('still serves other search documents through the content route', async () => {
    const res = await get(app, contentUrlPath('pub', 'search/us/nothing-here'));
    expect(res.statusCode).toBe(404);
    expect(res.json().errorDetails[0].errorId).toBe('API404');
  });
});

describe('article page', () => {
  it('serves an article document at page/{siteId}/journal/{slug}', async () => {
    const res = await get(app, contentUrlPath('pub', 'page/us/journal/hut-to-hut'));
    expect(res.statusCode).toBe(200);
    const doc = contentDocumentSchema.parse(res.json());
    expect(doc.docType).toBe('article');
    expect(doc.title).toBe('Hut to hut across the high route');
    expect(doc.slots.main?.length).toBeGreaterThan(0);
  });

  it('404s an unknown article and a draft outside preview', async () => {
    const missing = await get(app, contentUrlPath('pub', 'page/us/journal/nope'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorDetails[0].errorId).toBe('API404');
    expect((await get(app, contentUrlPath('pub', 'page/us/journal/draft'))).statusCode).toBe(404);
    expect((await get(app, contentUrlPath('pre', 'page/us/journal/draft'))).statusCode).toBe(200);
  });
});

describe('searchArticles (pure)', () => {
  const doc = (id: string, date: string, tags: string[]) =>
    contentDocumentSchema.parse({
      id,
      docType: 'article',
      slug: id,
      locale: 'en-us',
      title: id,
      url: `/en-us/journal/${id}`,
      picture: { url: 'x.svg', alt: '' },
      tags: tags.map((t) => ({ id: t, label: t.toUpperCase() })),
      date,
      slots: {},
    });

  it('sorts by date then id, and counts facets most used first then by label', () => {
    const docs = [
      doc('b', '2026-01-01', ['x']),
      doc('a', '2026-01-01', ['y', 'x']),
      doc('c', '2026-02-01', ['z']),
    ];
    expect(searchArticles(docs, { limit: 10, offset: 0 }).result.map((a) => a.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(articleFacets(searchArticles(docs, { limit: 10, offset: 0 }).result)).toEqual([
      { id: 'x', label: 'X', count: 2 },
      { id: 'y', label: 'Y', count: 1 },
      { id: 'z', label: 'Z', count: 1 },
    ]);
  });
});
