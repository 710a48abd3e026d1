import { contentDocumentSchema, showcasePageSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { get, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const pub = '/pub/caas/v1/canvas';
const pre = '/pre/caas/v1/canvas';

async function doc(url: string, locale?: string) {
  const res = await get(app, url, locale);
  expect(res.statusCode, res.body).toBe(200);
  return contentDocumentSchema.parse(res.json());
}

describe('content endpoints', () => {
  it.each([
    ['augmentedpage/us/cart', 'cart-en-us'],
    ['category/us/boots', 'boots-en-us'],
    ['search/us/products?q=boot', 'search-products-en-us'],
    ['footer/us', 'footer-en-us'],
    ['fragment/usp', 'fragment-usp-en-us'],
    ['menu/us', 'menu-en-us'],
    ['page/us/about', 'about-en-us'],
    ['page/us/about/team', 'about-team-en-us'],
    ['popups/us', 'popups-en-us'],
    ['product/us/P1', 'product-p1-en-us'],
  ])('GET %s returns %s in pub and pre', async (path, id) => {
    expect((await doc(`${pub}/${path}`)).id).toBe(id);
    expect((await doc(`${pre}/${path}`)).id).toBe(id);
  });

  it('picks the document of the locale', async () => {
    expect((await doc(`${pub}/page/ca/home`, 'fr-CA')).title).toBe('Accueil');
    const res = await get(app, `${pub}/page/ca/home`, 'en-CA');
    expect(res.statusCode).toBe(404);
  });

  it('replaces {{MEDIA}} with the media base URL', async () => {
    const home = await doc(`${pub}/page/us/home`);
    expect(home.slots.main?.[0]).toMatchObject({
      fields: { image: 'http://media.test/media/home/hero.svg' },
    });
  });

  it('answers 404 API404 for a missing document, an unlisted augmented page or mode', async () => {
    for (const url of [
      `${pub}/page/us/nope`,
      `${pub}/augmentedpage/us/home`,
      `${pub}/menu/gb`,
      '/xyz/caas/v1/canvas/menu/us',
    ]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorDetails[0].errorId).toBe('API404');
    }
  });

  it('accepts and ignores the cmsEnv query', async () => {
    expect((await doc(`${pub}/menu/us?cmsEnv=staging`)).id).toBe('menu-en-us');
  });

  it('lists the direct published children of a page', async () => {
    const children = await doc(`${pub}/children/us/about`);
    expect(children.docType).toBe('children');
    expect(children.slots.main).toEqual([
      {
        type: 'childPage',
        id: 'about-team-en-us',
        fields: { slug: 'about/team', title: 'Our team' },
      },
    ]);
    const preview = await doc(`${pre}/children/us/about`);
    expect(preview.slots.main?.map((b) => (b as { id: string }).id).sort()).toEqual([
      'about-history-en-us',
      'about-team-en-us',
    ]);
    expect((await get(app, `${pub}/children/us/nope`)).statusCode).toBe(404);
  });
});

describe('schedule and preview', () => {
  it('pub serves the published, currently scheduled version and ignores previewDateTime', async () => {
    expect((await doc(`${pub}/page/us/home`)).id).toBe('home-en-us');
    expect((await doc(`${pub}/page/us/home?previewDateTime=2026-12-22T00:00:00Z`)).id).toBe(
      'home-en-us',
    );
  });

  it('pre serves drafts, newest schedule start first, at previewDateTime', async () => {
    expect((await doc(`${pre}/page/us/home`)).id).toBe('home-en-us-draft');
    expect((await doc(`${pre}/page/us/home?previewDateTime=2026-12-22T10:00:00Z`)).id).toBe(
      'home-en-us-sale',
    );
    expect((await doc(`${pre}/page/us/home?previewDateTime=2026-12-28T00:00:00Z`)).id).toBe(
      'home-en-us-winter',
    );
    // schedule end is exclusive: at the winter end the draft (open end) applies again
    expect((await doc(`${pre}/page/us/home?previewDateTime=2027-01-01T00:00:00Z`)).id).toBe(
      'home-en-us-draft',
    );
    expect((await doc(`${pre}/page/us/home?previewDateTime=2026-02-01T00:00:00Z`)).id).toBe(
      'home-en-us',
    );
  });

  it('pub hides drafts entirely', async () => {
    expect((await get(app, `${pub}/page/us/about/history`)).statusCode).toBe(404);
    expect((await doc(`${pre}/page/us/about/history`)).status).toBe('draft');
  });

  it('rejects a bad previewDateTime', async () => {
    const res = await get(app, `${pre}/page/us/home?previewDateTime=tomorrow`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails[0].errorId).toBe('API400');
  });
});

describe('showcase', () => {
  async function showcase(query: string) {
    const res = await get(app, `${pub}/showcase/us/article${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return showcasePageSchema.parse(res.json());
  }

  it('pages by 20 by default, newest first', async () => {
    const first = await showcase('');
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20 });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.id).toBe('article-25-en-us');
    const second = await showcase('?page=2');
    expect(second.results.map((d) => d.id)).toEqual([
      'article-05-en-us',
      'article-04-en-us',
      'article-03-en-us',
      'article-02-en-us',
      'article-01-en-us',
    ]);
  });

  it('accepts limit 10 and 50 and filters by layoutVariant', async () => {
    expect((await showcase('?limit=10')).results).toHaveLength(10);
    expect((await showcase('?limit=50')).results).toHaveLength(25);
    const wide = await showcase('?layoutVariant=wide');
    expect(wide.total).toBe(5);
    expect(wide.results.every((d) => d.layoutVariant === 'wide')).toBe(true);
  });

  it('rejects another limit or page', async () => {
    for (const query of ['?limit=15', '?page=0']) {
      const res = await get(app, `${pub}/showcase/us/article${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorDetails[0].errorId).toBe('API400');
    }
  });
});
