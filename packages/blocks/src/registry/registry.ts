import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { BlockServices, RenderMode } from '../services/types';

/** Props every block component receives from the renderer. */
export interface BlockProps<Fields> {
  /** The fields, already validated and defaulted by the block's schema. */
  fields: Fields;
  /** The block's id in its document. */
  id: string;
  /** The block's type (registry key). */
  type: string;
  /** Render mode of the page. */
  mode: RenderMode;
  /** The host's services (locale, analytics…); blocks never fetch data themselves. */
  services: BlockServices;
  /** The registry in use, so wrapper blocks can render nested blocks with the same entries. */
  registry: BlockRegistry;
}

/** One registry entry: a block type, the schema of its fields and its component. */
export interface BlockDefinition<Schema extends z.ZodType = z.ZodType> {
  type: string;
  schema: Schema;
  Component: ComponentType<BlockProps<z.output<Schema>>>;
}

/**
 * A registry entry with its field type erased, so entries of different blocks fit one map.
 * The renderer only ever passes a component the output of that same entry's schema.
 */
export interface AnyBlockDefinition {
  type: string;
  schema: z.ZodType;
  Component: ComponentType<BlockProps<never>>;
}

/** The explicit, typed map `{ [blockType]: { schema, Component } }` (design.md). */
export type BlockRegistry = Readonly<Record<string, AnyBlockDefinition>>;

/**
 * Declares a block: its type, the zod schema of its fields and its component, typed together
 * so the component's `fields` are exactly what the schema outputs.
 */
export function defineBlock<Schema extends z.ZodType>(
  definition: BlockDefinition<Schema>,
): AnyBlockDefinition {
  return definition as unknown as AnyBlockDefinition;
}

/**
 * Builds a registry from block definitions, keyed by their `type`. No registration by import
 * side effect: a host passes the registry to `RenderBlocks` explicitly.
 * @throws Error when two entries share a type
 */
export function createRegistry(entries: readonly AnyBlockDefinition[]): BlockRegistry {
  const registry: Record<string, AnyBlockDefinition> = {};
  for (const entry of entries) {
    if (Object.hasOwn(registry, entry.type)) {
      throw new Error(`Block type "${entry.type}" is defined twice in one registry`);
    }
    registry[entry.type] = entry;
  }
  return Object.freeze(registry);
}

/**
 * A new registry with the base's entries plus the given ones; an entry whose type already exists
 * replaces the base's (how a host brand adds or overrides blocks without forking).
 */
export function extendRegistry(
  base: BlockRegistry,
  entries: readonly AnyBlockDefinition[],
): BlockRegistry {
  const overrides = createRegistry(entries);
  return Object.freeze({ ...base, ...overrides });
}

/** The entry for a block type, or `undefined` when the registry does not know it. */
export function lookupBlock(registry: BlockRegistry, type: string): AnyBlockDefinition | undefined {
  return Object.hasOwn(registry, type) ? registry[type] : undefined;
}
