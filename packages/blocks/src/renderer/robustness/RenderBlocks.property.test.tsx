import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { getSlot } from '../../model/schemas';
import { defaultRegistry } from '../../registry/defaultRegistry';
import { createBlockServices, type RenderMode } from '../../services/types';
import { RenderBlocks } from '../RenderBlocks';
import {
  allPaths,
  cloneJson,
  type FixtureNode,
  setAt,
  stringLeaves,
  validFixturesByType,
} from './fixtures';

/**
 * Robustness of the renderer (design.md "The renderer's rules"): thousands of random and malformed
 * documents — random JSON, valid blocks with one field mutated or deleted, wrong types, unknown
 * types, huge strings, deep nesting — never make `RenderBlocks` throw on the server, and every
 * valid block placed among them still renders (its `data-block-id` root marker is in the output).
 * Covers every entry of `defaultRegistry` through the fixtures the blocks export.
 */
const registry = defaultRegistry;
const byType = validFixturesByType(registry);
const validNodes = Object.values(byType).flat();

const servicesFor = (mode: RenderMode, path: string) =>
  createBlockServices({ mode, route: { path, pageType: 'other' } });
const paths = ['/', '/en-us/p/trail-boot-AB12CD34', '/en-us/c/womens-boots-1002'];

function render(blocks: readonly unknown[], mode: RenderMode, path = '/'): string {
  return renderToStaticMarkup(
    <RenderBlocks
      blocks={blocks}
      registry={registry}
      mode={mode}
      services={servicesFor(mode, path)}
    />,
  );
}

const marker = (id: string) => `data-block-id="${id}"`;

/** Whether a node renders its root marker when rendered alone (wrappers may render none). */
const marksAlone = new Map<string, boolean>();
function rendersMarkerAlone(node: FixtureNode, mode: RenderMode, path: string): boolean {
  const key = `${mode}|${path}|${JSON.stringify(node)}`;
  let marked = marksAlone.get(key);
  if (marked === undefined) {
    marked = render([node], mode, path).includes(marker(node.id));
    marksAlone.set(key, marked);
  }
  return marked;
}

/** Nested block nodes inside a fixture's fields (wrappers' children). */
function hasNestedBlocks(node: FixtureNode): boolean {
  return allPaths(node.fields).some((path) => {
    let value: unknown = node.fields;
    for (const key of path) value = (value as Record<string | number, unknown>)[key];
    const v = value as Partial<FixtureNode> | null;
    return typeof v === 'object' && v !== null && typeof v.type === 'string' && 'fields' in v;
  });
}

// ── arbitraries ────────────────────────────────────────────────────────────────────────────
const validNode = fc.constantFrom(...validNodes);
const hugeString = fc.constantFrom('x'.repeat(100_000), '<b>'.repeat(3_000), '🙂'.repeat(20_000));
const junk = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, Number.NaN, -1, 1e308, '', [], {}) },
);

/** A valid fixture with one value anywhere in its fields replaced by junk, or deleted. */
const mutatedNode = validNode.chain((node) => {
  const paths = allPaths(node.fields);
  if (paths.length === 0) return fc.constant<unknown>({ ...node, fields: 'not an object' });
  return fc
    .tuple(fc.constantFrom(...paths), fc.option(junk, { nil: undefined, freq: 5 }))
    .map(([path, value]) => ({ ...node, fields: setAt(node.fields, path, value) }));
});

/** A valid fixture with one of its string fields replaced by a huge string. */
const hugeNode = validNode.chain((node) => {
  const leaves = stringLeaves(node.fields);
  if (leaves.length === 0) return fc.constant<unknown>(node);
  return fc
    .tuple(fc.constantFrom(...leaves), hugeString)
    .map(([leaf, huge]) => ({ ...node, fields: setAt(node.fields, leaf.path, huge) }));
});

/** Wrong shapes of the node itself: unknown types, wrong id/type/fields types, random JSON. */
const malformedNode = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ type: fc.string(), id: fc.string(), fields: fc.jsonValue({ maxDepth: 3 }) }),
  validNode.chain((node) =>
    fc.oneof(
      fc.constant({ ...node, type: `${node.type}X` }),
      fc.constant({ ...node, type: node.type.toUpperCase() }),
      junk.map((id) => ({ ...node, id })),
      junk.map((type) => ({ ...node, type })),
      junk.map((fields) => ({ ...node, fields })),
    ),
  ),
);

/** A wrapper fixture nested inside itself `depth` times (wrappers hold nested block nodes). */
const wrappers = validNodes.filter(hasNestedBlocks);
function nest(node: FixtureNode, depth: number): FixtureNode {
  let current = cloneJson(node);
  for (let level = 0; level < depth; level++) {
    const target = allPaths(node.fields).find((path) => {
      let value: unknown = node.fields;
      for (const key of path) value = (value as Record<string | number, unknown>)[key];
      return typeof value === 'object' && value !== null && 'fields' in value && 'type' in value;
    });
    if (!target) return current;
    current = { ...node, id: `${node.id}-${level}`, fields: setAt(node.fields, target, current) };
  }
  return current;
}
const deepNode =
  wrappers.length > 0
    ? fc
        .tuple(fc.constantFrom(...wrappers), fc.integer({ min: 2, max: 40 }))
        .map(([n, d]) => nest(n, d))
    : fc.constant<unknown>(null);

/** A slot: valid blocks (with unique ids, remembered) mixed with bad ones. */
const slot = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: validNode.map((node) => ({ valid: true, node })) },
      { weight: 3, arbitrary: mutatedNode.map((node) => ({ valid: false, node })) },
      { weight: 2, arbitrary: malformedNode.map((node) => ({ valid: false, node })) },
      { weight: 1, arbitrary: hugeNode.map((node) => ({ valid: false, node })) },
      { weight: 1, arbitrary: deepNode.map((node) => ({ valid: false, node })) },
    ),
    { maxLength: 6 },
  )
  .map((entries) =>
    entries.map((entry, index) =>
      entry.valid
        ? { valid: true, node: { ...(entry.node as FixtureNode), id: `valid-${index}` } }
        : entry,
    ),
  );

const modeAndPath = fc.tuple(
  fc.constantFrom<RenderMode>('production', 'preview'),
  fc.constantFrom(...paths),
);

describe('RenderBlocks robustness (fast-check)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('has a valid fixture for every registry block type, and non-wrappers mark their root', () => {
    const missing = Object.entries(byType)
      .filter(([, nodes]) => nodes.length === 0)
      .map(([type]) => type);
    expect(missing, 'block types without a valid fixture exported from src/blocks').toEqual([]);
    const unmarked = Object.entries(byType)
      .filter(([, nodes]) => nodes.length > 0 && !nodes.some(hasNestedBlocks))
      .filter(
        ([, nodes]) =>
          !nodes.some((n) => paths.some((p) => rendersMarkerAlone(n, 'production', p))),
      )
      .map(([type]) => type);
    expect(unmarked, 'blocks whose root is not a host element (no data-block-id)').toEqual([]);
  });

  it('never throws and renders every valid block among malformed ones', () => {
    let checked = 0;
    fc.assert(
      fc.property(slot, modeAndPath, (entries, [mode, path]) => {
        const html = render(
          entries.map((e) => e.node),
          mode,
          path,
        );
        for (const { valid, node } of entries) {
          if (!valid) continue;
          const n = node as FixtureNode;
          if (!rendersMarkerAlone(n, mode, path)) continue;
          expect(html).toContain(marker(n.id));
          checked += 1;
        }
      }),
      { numRuns: 1000 },
    );
    expect(checked, 'valid blocks whose marker was checked').toBeGreaterThan(500);
  }, 60_000);

  it('never throws on random documents read through getSlot', () => {
    const document = fc.oneof(
      { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 5 }) },
      {
        weight: 4,
        arbitrary: fc.record({
          id: fc.string(),
          slots: fc.record({ main: fc.array(fc.jsonValue({ maxDepth: 4 })) }),
        }),
      },
      {
        weight: 1,
        arbitrary: slot.map((entries) => ({
          id: 'doc',
          docType: 'page',
          slots: { main: entries.map((e) => e.node) },
        })),
      },
    );
    fc.assert(
      fc.property(document, modeAndPath, (doc, [mode, path]) => {
        expect(typeof render(getSlot(doc), mode, path)).toBe('string');
      }),
      { numRuns: 2500 },
    );
  }, 60_000);
});
