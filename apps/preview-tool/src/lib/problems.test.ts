import { defaultRegistry } from '@storefront/blocks';
import { heroBannerFixtures, richTextFixtures } from '@storefront/blocks/fixtures';
import { describe, expect, it } from 'vitest';
import { blockIdOfPath, collectProblems, documentAnchor } from './problems';

const page = (id: string, main: unknown[]) => ({
  id,
  docType: 'page',
  slug: id,
  locale: 'en-us',
  title: `Title of ${id}`,
  slots: { main },
});

describe('collectProblems', () => {
  it('finds nothing in valid documents', () => {
    expect(collectProblems([page('ok', [richTextFixtures.valid])], defaultRegistry)).toEqual([]);
  });

  it('lists every problem of every document with document, block path, field path and block id', () => {
    const problems = collectProblems(
      [
        page('first', [richTextFixtures.valid, heroBannerFixtures.invalid]),
        page('second', [{ type: 'noSuchBlock', id: 'mystery', fields: {} }]),
      ],
      defaultRegistry,
    );
    const first = problems.filter((p) => p.documentId === 'first');
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toMatchObject({
      documentTitle: 'Title of first',
      blockPath: `slots.main[1] > heroBanner#${heroBannerFixtures.invalid.id}`,
      blockId: heroBannerFixtures.invalid.id,
    });
    expect(problems.filter((p) => p.documentId === 'second')).toEqual([
      {
        documentId: 'second',
        documentTitle: 'Title of second',
        blockPath: 'slots.main[0] > noSuchBlock#mystery',
        blockId: 'mystery',
        fieldPath: 'type',
        message: 'No block "noSuchBlock" in the registry',
      },
    ]);
  });

  it('reports a broken envelope without a block id', () => {
    const [problem] = collectProblems([{ id: 'bad', slots: 'nope' }], defaultRegistry);
    expect(problem).toMatchObject({ documentId: 'bad', blockPath: '', documentTitle: 'bad' });
    expect(problem?.blockId).toBeUndefined();
  });
});

describe('blockIdOfPath and documentAnchor', () => {
  it('takes the innermost block id', () => {
    expect(
      blockIdOfPath('slots.main[0] > experience#e > variants[0].targets[1] > heroBanner#h'),
    ).toBe('h');
    expect(blockIdOfPath('slots.main[0] > (no type)#(no id)')).toBeUndefined();
    expect(blockIdOfPath('')).toBeUndefined();
  });

  it('makes a safe DOM id', () => {
    expect(documentAnchor('home en/us')).toBe('doc-home_en_us');
  });
});
