import * as blockModules from '../../blocks';
import type { BlockRegistry } from '../../registry/registry';
import { resolveBlock } from '../resolve';

/** A block node as the CMS sends it. */
export interface FixtureNode {
  type: string;
  id: string;
  fields: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNode = (value: unknown): value is FixtureNode =>
  isRecord(value) &&
  typeof value.type === 'string' &&
  typeof value.id === 'string' &&
  isRecord(value.fields);

/**
 * Every CMS fixture node the blocks export (each block folder's `<name>Fixtures` object,
 * re-exported by `src/blocks/index.ts`), keyed `<exportName>.<fixtureName>`. New blocks are
 * picked up without a change here.
 */
export function allFixtures(): Record<string, FixtureNode> {
  const found: Record<string, FixtureNode> = {};
  for (const [exportName, value] of Object.entries(blockModules)) {
    if (!exportName.endsWith('Fixtures') || !isRecord(value)) continue;
    for (const [name, node] of Object.entries(value)) {
      if (isNode(node)) found[`${exportName}.${name}`] = node;
    }
  }
  return found;
}

/**
 * The fixtures of a registry's block types that its schemas accept, grouped by block type.
 * Types without any valid fixture map to `[]`.
 */
export function validFixturesByType(registry: BlockRegistry): Record<string, FixtureNode[]> {
  const byType: Record<string, FixtureNode[]> = Object.fromEntries(
    Object.keys(registry).map((type) => [type, []]),
  );
  for (const node of Object.values(allFixtures())) {
    const list = byType[node.type];
    if (list && resolveBlock(node, registry).status === 'ok') list.push(node);
  }
  return byType;
}

/** A deep copy of a JSON value (fixtures are plain JSON). */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** One string leaf of a JSON value: its path and its value. */
export interface StringLeaf {
  path: (string | number)[];
  value: string;
}

/** Every string leaf of a JSON value, depth first. */
export function stringLeaves(value: unknown, path: (string | number)[] = []): StringLeaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/** Every path (objects and arrays, all depths) of a JSON value, the root excluded. */
export function allPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, item]) => [[...path, key], ...allPaths(item, [...path, key])]);
}

/** A copy of `root` with the value at `path` replaced (or deleted when `value` is `undefined`). */
export function setAt<T>(root: T, path: readonly (string | number)[], value: unknown): T {
  const copy = cloneJson(root);
  if (path.length === 0) return value as T;
  let cursor = copy as unknown as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined && !Array.isArray(cursor)) delete cursor[last];
  else cursor[last] = value;
  return copy;
}
