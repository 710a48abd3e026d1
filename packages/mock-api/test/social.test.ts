import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  socialMediaPageSchema,
  socialPaths,
  socialRootSchema,
  socialStreamListSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { socialMedia, socialReports, socialStashes } from '../src/db/socialSchema';
import { readSocialSeed, seedSocialIfEmpty } from '../src/social/seed';
import { contractHeaders, get, openTestDatabase, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
  expect(await seedSocialIfEmpty(handle.db)).toBe(30);
}, 60_000);
afterAll(async () => {
  await app.close();
  await handle.close();
});

const post = (url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `${url}?locale=en-US`,
    headers: { ...contractHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const page = (url: string) => get(app, url).then((r) => socialMediaPageSchema.parse(r.json()));

describe('social media gallery: reading', () => {
  it('describes the service at GET / with customers, categories and streams', async () => {
    const res = await get(app, socialPaths.root);
    expect(res.statusCode).toBe(200);
    const root = socialRootSchema.parse(res.json());
    expect(root.customers.map((c) => c.id)).toEqual(['alpine-gb', 'alpine-na']);
    expect(root.categories).toHaveLength(5);
    const empty = root.streams.find((s) => s.id === 'str-empty');
    expect(empty?.mediaCount).toBe(0);
    expect(root.streams.find((s) => s.id === 'str-community')?.mediaCount).toBe(30);
  });

  it('pages recent media newest first with page, count, total and next', async () => {
    const first = await page(`${socialPaths.streamsRecent}?count=12`);
    expect(first.total).toBe(30);
    expect(first.data).toHaveLength(12);
    expect(first.next).toBe(2);
    const dates = first.data.map((m) => Date.parse(m.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const third = await page(`${socialPaths.streamsRecent}?count=12&page=3`);
    expect(third.data).toHaveLength(6);
    expect(third.next).toBeUndefined();
    const ids = new Set([...first.data, ...third.data].map((m) => m.id));
    expect(ids.size).toBe(18);
    expect(first.data[0]?.images.normal).toBe('http://media.test/media/ugc/ugc-01.svg');
    expect(first.data[0]?.altText).toMatch(/^Photo shared by/);
  });

  it('filters by stream, by several streams and by category', async () => {
    const journal = await page(socialPaths.streamRecent('str-journal'));
    expect(journal.total).toBe(6);
    expect(journal.data.every((m) => m.streamIds.includes('str-journal'))).toBe(true);
    const both = await page(`${socialPaths.streamsRecent}?streamIds=str-journal,str-lifestyle`);
    expect(
      both.data.every((m) => m.streamIds.some((s) => s === 'str-journal' || s === 'str-lifestyle')),
    ).toBe(true);
    expect(both.total).toBeGreaterThan(journal.total);
    const climb = await page(`${socialPaths.categoriesRecent}?categoryId=climb`);
    expect(climb.total).toBe(6);
    expect(climb.data.every((m) => m.categoryId === 'climb')).toBe(true);
    const streamAndCategory = await page(
      `${socialPaths.streamRecent('str-outdoor')}?categoryId=trail`,
    );
    expect(streamAndCategory.data.every((m) => m.categoryId === 'trail')).toBe(true);
  });

  it('lists media of a customer', async () => {
    const gb = await page(socialPaths.customerRecent('alpine-gb'));
    expect(gb.total).toBe(5);
    expect(gb.data.every((m) => m.customerId === 'alpine-gb')).toBe(true);
  });

  it('lists the streams of a media item', async () => {
    const res = await get(app, socialPaths.mediaStreams('med-0001'));
    const { data } = socialStreamListSchema.parse(res.json());
    expect(data.map((s) => s.id)).toEqual(['str-community', 'str-journal', 'str-outdoor']);
  });

  it('answers 404 API404 for unknown customer, stream and media', async () => {
    for (const url of [
      socialPaths.customerRecent('nobody'),
      socialPaths.streamRecent('str-nope'),
      `${socialPaths.streamsRecent}?streamIds=str-community,str-nope`,
      socialPaths.mediaStreams('med-9999'),
    ]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorDetails[0].errorId).toBe('API404');
    }
  });

  it('answers 400 API400 for a bad page or count', async () => {
    for (const query of ['count=0', 'count=51', 'page=0', 'page=x']) {
      const res = await get(app, `${socialPaths.streamsRecent}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorDetails[0].errorId).toBe('API400');
    }
  });
});

describe('social media gallery: writing', () => {
  it('persists a report of a media item (201) and 404s an unknown one', async () => {
    const res = await post(socialPaths.mediaReports('med-0003'), {
      reason: 'spam',
      email: 'a@b.co',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mediaId: 'med-0003', reason: 'spam' });
    const rows = await handle.db.select().from(socialReports);
    expect(rows.filter((r) => r.mediaId === 'med-0003')).toHaveLength(1);
    expect((await post(socialPaths.mediaReports('med-9999'), { reason: 'spam' })).statusCode).toBe(
      404,
    );
    const bad = await post(socialPaths.mediaReports('med-0003'), { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails[0].errorId).toBe('API400');
  });

  it('stores a stash with distinct media ids; an unknown id is API400 and stores nothing', async () => {
    const res = await post(socialPaths.stashes, {
      name: 'Favourites',
      mediaIds: ['med-0001', 'med-0002', 'med-0001'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().mediaIds).toEqual(['med-0001', 'med-0002']);
    const bad = await post(socialPaths.stashes, { name: 'Bad', mediaIds: ['med-0001', 'nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails[0].message).toMatch(/nope/);
    expect(await handle.db.select().from(socialStashes)).toHaveLength(1);
  });

  it('creates a user once per e-mail (201, then 200 with the same id)', async () => {
    const first = await post(socialPaths.users, {
      screenName: '@newbie',
      email: 'New@Example.com',
    });
    expect(first.statusCode).toBe(201);
    const again = await post(socialPaths.users, { screenName: '@other', email: 'new@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await post(socialPaths.users, { screenName: 'x', email: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('stores an upload as pending: not listed until approved', async () => {
    const user = (
      await post(socialPaths.users, { screenName: '@up', email: 'up@example.com' })
    ).json();
    const before = (await page(socialPaths.streamRecent('str-community'))).total;
    const res = await post(socialPaths.userMedia(user.id), {
      caption: 'Summit selfie',
      altText: 'Hiker on a summit',
      imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      categoryId: 'hike',
      streamIds: ['str-community'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: user.id, status: 'pending' });
    expect((await page(socialPaths.streamRecent('str-community'))).total).toBe(before);
    const [row] = (await handle.db.select().from(socialMedia)).filter(
      (m) => m.id === res.json().id,
    );
    expect(row?.status).toBe('pending');
    const unknownUser = await post(socialPaths.userMedia('usr-nope'), {
      caption: 'x',
      altText: 'x',
      imageUrl: 'data:,',
    });
    expect(unknownUser.statusCode).toBe(404);
    const badStream = await post(socialPaths.userMedia(user.id), {
      caption: 'x',
      altText: 'x',
      imageUrl: 'data:,',
      streamIds: ['str-nope'],
    });
    expect(badStream.statusCode).toBe(400);
  });
});

describe('social seed', () => {
  it('has ~30 media with local images and alt text, across streams and categories', async () => {
    const seed = await readSocialSeed();
    expect(seed.media).toHaveLength(30);
    expect(new Set(seed.media.map((m) => m.categoryId)).size).toBe(5);
    for (const m of seed.media) {
      expect(m.image).toMatch(/^ugc\/ugc-\d{2}\.svg$/);
      expect(m.altText.length).toBeGreaterThan(10);
    }
  });

  it('keeps reports across a restart of a PGlite data dir and does not re-seed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'social-restart-'));
    try {
      const first = await openTestDatabase(dir);
      await first.migrate();
      expect(await seedSocialIfEmpty(first.db)).toBe(30);
      await first.db
        .insert(socialReports)
        .values({ id: 'rep-1', mediaId: 'med-0001', reason: 'other' });
      await first.close();
      const second = await openTestDatabase(dir);
      await second.migrate();
      expect(await seedSocialIfEmpty(second.db)).toBe(0);
      expect(await second.db.select().from(socialReports)).toHaveLength(1);
      expect(await second.db.select().from(socialMedia)).toHaveLength(30);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
