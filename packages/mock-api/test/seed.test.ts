import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { contentDocuments } from '../src/db/schema';
import {
  dropAll,
  insertContent,
  readSeedDocuments,
  seedContentDir,
  seedIfEmpty,
} from '../src/db/seed';
import { fixtureContentDir, openTestDatabase } from './helpers';

let handle: DatabaseHandle;

async function count() {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(contentDocuments);
  return row?.n ?? 0;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
});
afterAll(async () => {
  await handle.close();
});

describe('seeding and reset', () => {
  it('seeds only when the content table is empty', async () => {
    const fixtures = await readSeedDocuments(fixtureContentDir);
    expect(await seedIfEmpty(handle.db, fixtureContentDir)).toBe(fixtures.length);
    expect(await seedIfEmpty(handle.db, fixtureContentDir)).toBe(0);
    expect(await count()).toBe(fixtures.length);
  });

  it('drops everything and re-seeds on reset', async () => {
    await handle.db.delete(contentDocuments).where(sql`${contentDocuments.docType} = 'article'`);
    await insertContent(handle.db, [
      { id: 'extra', docType: 'page', slug: 'x', locale: 'en-us', slots: {} },
    ]);
    await dropAll(handle.db);
    await expect(count()).rejects.toThrow();
    await handle.migrate();
    expect(await count()).toBe(0);
    const seeded = await insertContent(handle.db, await readSeedDocuments(fixtureContentDir));
    expect(await count()).toBe(seeded);
    const [extra] = await handle.db
      .select()
      .from(contentDocuments)
      .where(sql`${contentDocuments.id} = 'extra'`);
    expect(extra).toBeUndefined();
  });

  it('derives the table columns from the document envelope', async () => {
    const [row] = await handle.db
      .select()
      .from(contentDocuments)
      .where(sql`${contentDocuments.id} = 'home-en-us-sale'`);
    expect(row).toMatchObject({
      docType: 'page',
      siteId: 'us',
      locale: 'en-us',
      slug: 'home',
      pageKind: 'generic',
      status: 'published',
      scheduleStart: new Date('2026-12-20T00:00:00Z'),
      scheduleEnd: new Date('2026-12-27T00:00:00Z'),
    });
  });

  it('reads the shipped seed content without errors', async () => {
    const docs = await readSeedDocuments(seedContentDir);
    expect(docs.length).toBeGreaterThan(0);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it('names the file and field of an invalid seed document', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(`${tmpdir()}/seed-`);
    await writeFile(`${dir}/bad.json`, JSON.stringify([{ id: 'x', docType: 'page', slug: 'x' }]));
    await expect(readSeedDocuments(dir)).rejects.toThrow(/bad\.json\[0\]: locale/);
  });
});
