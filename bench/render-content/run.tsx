// Server render cost of the block renderer (`npm run bench:render-content`).
//
//   npm run bench:render-content [-- --blocks 500 --iterations 15 --warmup 5]
//
// Builds a document of N blocks (default 500) cycling through the valid fixtures of every
// `defaultRegistry` block type, and server-renders it with react-dom/server `renderToString`:
//   1. through `RenderBlocks` (registry lookup, zod validation, script-URL check, error
//      boundary and root marker per block), and
//   2. directly: the same components called with fields validated beforehand, without
//      registry, validation or boundaries.
// Wrapper blocks (experience, segmentation, filterBy…) are left out of the mix: they render
// their children through RenderBlocks in both cases. After warm-up rounds, each round renders
// both ways (alternating order); prints the median ms per render, ms per block and the ratio.
// It only prints figures; it never fails on them. Run with NODE_ENV=production (the npm script
// does), as a production server renders.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { defaultRegistry } from '../../packages/blocks/src/registry/defaultRegistry';
import { RenderBlocks } from '../../packages/blocks/src/renderer/RenderBlocks';
import { resolveBlock } from '../../packages/blocks/src/renderer/resolve';
import {
  allPaths,
  type FixtureNode,
  validFixturesByType,
} from '../../packages/blocks/src/renderer/robustness/fixtures';
import { createBlockServices } from '../../packages/blocks/src/services/types';

const { values } = parseArgs({
  options: {
    blocks: { type: 'string', default: '500' },
    iterations: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
  },
});
const blockCount = Number(values.blocks);
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);

const registry = defaultRegistry;
const services = createBlockServices({ mode: 'production' });

/** A fixture is a wrapper when its fields hold nested block nodes. */
const isWrapper = (node: FixtureNode) =>
  allPaths(node.fields).some((path) => {
    let value: unknown = node.fields;
    for (const key of path) value = (value as Record<string | number, unknown>)[key];
    return typeof value === 'object' && value !== null && 'type' in value && 'fields' in value;
  });

const byType = validFixturesByType(registry);
const pool = Object.values(byType)
  .flat()
  .filter((node) => !isWrapper(node));
if (pool.length === 0) throw new Error('No valid fixture to build the document from');
const blocks: FixtureNode[] = Array.from({ length: blockCount }, (_, i) => {
  const fixture = pool[i % pool.length] as FixtureNode;
  return { ...fixture, id: `bench-${i}` };
});
const types = new Set(blocks.map((b) => b.type));

// The direct path: components and validated fields prepared once, outside the timing.
const prepared = blocks.map((node) => {
  const resolved = resolveBlock(node, registry);
  if (resolved.status !== 'ok') throw new Error(`fixture ${node.id} (${node.type}) is invalid`);
  return {
    Component: resolved.definition.Component,
    fields: resolved.fields,
    id: node.id,
    type: node.type,
  };
});

function viaRenderer(): string {
  return renderToString(<RenderBlocks blocks={blocks} registry={registry} services={services} />);
}

function direct(): string {
  return renderToString(
    prepared.map(({ Component, fields, id, type }) => (
      <Fragment key={id}>
        <Component
          fields={fields as never}
          id={id}
          type={type}
          mode="production"
          services={services}
          registry={registry}
        />
      </Fragment>
    )),
  );
}

const time = (fn: () => string) => {
  const start = performance.now();
  const html = fn();
  return { ms: performance.now() - start, bytes: html.length };
};
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

console.log(
  `render-content: ${blocks.length} blocks of ${types.size} types (${pool.length} fixtures), NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, ${warmup} warm-up + ${iterations} rounds`,
);
for (let i = 0; i < warmup; i++) {
  viaRenderer();
  direct();
}
const renderer: number[] = [];
const bare: number[] = [];
let bytes = { renderer: 0, direct: 0 };
for (let i = 0; i < iterations; i++) {
  const order = i % 2 === 0 ? ['renderer', 'direct'] : ['direct', 'renderer'];
  for (const which of order) {
    const result = time(which === 'renderer' ? viaRenderer : direct);
    (which === 'renderer' ? renderer : bare).push(result.ms);
    bytes = { ...bytes, [which]: result.bytes };
  }
}

const r = median(renderer);
const d = median(bare);
const row = (name: string, ms: number, size: number) =>
  `${name.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms ${(ms / blocks.length).toFixed(3).padStart(8)} ms/block ${String(size).padStart(9)} chars`;
console.log(row('RenderBlocks (registry+zod+boundary)', r, bytes.renderer));
console.log(row('components directly', d, bytes.direct));
console.log(
  `ratio RenderBlocks / direct: ${(r / d).toFixed(2)}× (+${((r - d) / blocks.length).toFixed(3)} ms per block)`,
);
