import * as z from 'zod';
import { heroBannerFixtures } from '../blocks/heroBanner';
import { richTextFixtures } from '../blocks/richText';
import { defaultRegistry } from '../registry/defaultRegistry';
import { createRegistry, defineBlock, extendRegistry } from '../registry/registry';
import { formatFieldPath, validateContent, validateContentDocument } from './validateContent';

/** A wrapper block whose variants hold nested blocks, like the experience wrapper. */
const wrapper = defineBlock({
  type: 'experience',
  schema: z.object({
    variants: z.array(
      z.object({
        name: z.string().min(1),
        blocks: z.array(z.object({ type: z.string(), id: z.string(), fields: z.unknown() })),
      }),
    ),
  }),
  Component: () => null,
});
const imageOnly = defineBlock({
  type: 'picture',
  schema: z.object({ url: z.url() }),
  Component: () => null,
});
const registry = extendRegistry(defaultRegistry, [wrapper, imageOnly]);

const doc = (main: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'home-en-us',
  docType: 'page',
  slots: { main },
  ...extra,
});

describe('validateContentDocument', () => {
  it('accepts a valid document of valid blocks and counts its blocks', () => {
    const result = validateContentDocument(
      doc([heroBannerFixtures.valid, richTextFixtures.valid, heroBannerFixtures.minimal]),
      registry,
    );
    expect(result).toEqual({ blocks: 3, problems: [] });
  });

  it('reports document id, block path, field path and message of an invalid block', () => {
    const { problems } = validateContentDocument(
      doc([richTextFixtures.valid, heroBannerFixtures.invalid]),
      registry,
    );
    expect(problems).toEqual([
      {
        documentId: 'home-en-us',
        blockPath: 'slots.main[1] > heroBanner#hero-invalid',
        fieldPath: 'title',
        message: expect.stringMatching(/expected string/i),
      },
      {
        documentId: 'home-en-us',
        blockPath: 'slots.main[1] > heroBanner#hero-invalid',
        fieldPath: 'targets[0].url',
        message: expect.stringMatching(/expected string/i),
      },
    ]);
  });

  it('validates nested blocks of wrappers, with the path through the wrapper', () => {
    const { blocks, problems } = validateContentDocument(
      doc([
        {
          type: 'experience',
          id: 'exp-1',
          fields: {
            variants: [
              { name: 'baseline', blocks: [heroBannerFixtures.minimal] },
              {
                name: '',
                blocks: [
                  richTextFixtures.valid,
                  { type: 'picture', id: 'p', fields: { url: 'nope' } },
                ],
              },
            ],
          },
        },
      ]),
      registry,
    );
    expect(blocks).toBe(4);
    expect(problems.map((p) => [p.blockPath, p.fieldPath])).toEqual([
      ['slots.main[0] > experience#exp-1', 'variants[1].name'],
      ['slots.main[0] > experience#exp-1 > variants[1].blocks[1] > picture#p', 'url'],
    ]);
  });

  it('reports unknown types, nodes without type or id, and duplicate ids', () => {
    const { problems } = validateContentDocument(
      doc([
        { type: 'mystery', id: 'm1', fields: {} },
        { fields: {} },
        { ...heroBannerFixtures.minimal, id: 'm1' },
      ]),
      registry,
    );
    expect(problems.map((p) => `${p.blockPath} | ${p.fieldPath} | ${p.message}`)).toEqual([
      'slots.main[0] > mystery#m1 | type | No block "mystery" in the registry',
      expect.stringMatching(/^slots\.main\[1\] > \(no type\)#\(no id\) \| type \| /),
      expect.stringMatching(/^slots\.main\[1\] > \(no type\)#\(no id\) \| id \| /),
      'slots.main[2] > heroBanner#m1 | id | Block id "m1" is already used by slots.main[0] > mystery#m1',
    ]);
  });

  it('reports an unknown page kind and slots its page kind does not have', () => {
    const valid = heroBannerFixtures.valid;
    const ok = validateContentDocument(
      doc([], { pageKind: 'product', slots: { top: [], details: [valid] } }),
      registry,
    );
    expect(ok.problems).toEqual([]);
    const bad = validateContentDocument(
      doc([], { pageKind: 'product', slots: { sidebar: [valid] } }),
      registry,
    );
    expect(bad.problems).toContainEqual(
      expect.objectContaining({
        blockPath: '',
        fieldPath: 'slots.sidebar',
        message:
          '"sidebar" is not a slot of page kind "product" (slots: top, main, details, reviewsTop, reviewsBottom, bottom)',
      }),
    );
    const unknown = validateContentDocument(doc([], { pageKind: 'landing' }), registry);
    expect(unknown.problems[0]).toMatchObject({
      fieldPath: 'pageKind',
      message: expect.stringContaining('Unknown page kind "landing"'),
    });
  });

  it('accepts host types without a registry entry when told to', () => {
    const content = doc([{ type: 'menuItem', id: 'a', fields: { anything: 1 } }]);
    expect(validateContentDocument(content, registry).problems).toHaveLength(1);
    expect(
      validateContentDocument(content, registry, { skipTypes: ['menuItem'] }).problems,
    ).toEqual([]);
  });

  it('reports envelope problems with the envelope field path', () => {
    const { problems } = validateContentDocument({ docType: 7, slots: { main: 'x' } }, registry);
    expect(problems.map((p) => [p.documentId, p.blockPath, p.fieldPath])).toEqual([
      ['#0 (no id)', '', 'id'],
      ['#0 (no id)', '', 'docType'],
      ['#0 (no id)', '', 'slots.main'],
    ]);
  });

  it('treats {{MEDIA}} placeholders as the media base URL', () => {
    const content = doc([{ type: 'picture', id: 'p', fields: { url: '{{MEDIA}}/home/hero.svg' } }]);
    expect(validateContentDocument(content, registry).problems).toEqual([]);
  });
});

describe('validateContent', () => {
  it('validates a single document or an array of documents', () => {
    const good = doc([heroBannerFixtures.minimal]);
    const bad = doc([heroBannerFixtures.invalid], { id: 'other' });
    expect(validateContent(good, registry)).toEqual({ documents: 1, blocks: 1, problems: [] });
    const both = validateContent([good, bad], registry);
    expect(both.documents).toBe(2);
    expect(both.blocks).toBe(2);
    expect(new Set(both.problems.map((p) => p.documentId))).toEqual(new Set(['other']));
  });

  it('uses only the given registry', () => {
    const empty = createRegistry([]);
    expect(validateContent(doc([heroBannerFixtures.minimal]), empty).problems).toHaveLength(1);
  });
});

describe('formatFieldPath', () => {
  it('writes indexes in brackets', () => {
    expect(formatFieldPath(['variants', 0, 'targets', 1, 'url'])).toBe(
      'variants[0].targets[1].url',
    );
    expect(formatFieldPath([2, 'a'])).toBe('[2].a');
    expect(formatFieldPath([])).toBe('');
  });
});
