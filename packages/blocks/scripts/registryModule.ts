/**
 * The `--registry <module>[#export]` option of the content CLIs (`npm run validate-content`,
 * `npm run content-schema`): which block registry documents are checked against and JSON
 * Schemas generated from. Without it, the kit's `defaultRegistry`; with it, a brand's registry
 * (spec 3 §3: the brand adds or overrides blocks with `extendRegistry`), loaded from a
 * TypeScript or JavaScript module.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultRegistry } from '../src/registry/defaultRegistry';
import type { BlockRegistry } from '../src/registry/registry';

/** A `--registry` value that cannot be used; the CLIs print the message and exit with 2. */
export class RegistryOptionError extends Error {
  override name = 'RegistryOptionError';
}

/**
 * Whether a value is a block registry: a non-empty object whose every entry is
 * `{ type, schema, Component }` with `type` equal to its key (what `createRegistry` and
 * `extendRegistry` return).
 */
export function isBlockRegistry(value: unknown): value is BlockRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, entry]) =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry as { type?: unknown }).type === key &&
        typeof (entry as { schema?: { safeParse?: unknown } }).schema?.safeParse === 'function' &&
        (entry as { Component?: unknown }).Component !== undefined,
    )
  );
}

/**
 * The registry named by a `--registry` value, or `defaultRegistry` when there is none.
 *
 * `spec` is `<module>` or `<module>#<export>`; the module path is resolved against `cwd`. The
 * registry is the named export when one is given, otherwise the module's `default` export, or
 * else its only export that is a registry (`export const brandRegistry = extendRegistry(…)`).
 * @throws RegistryOptionError when the module cannot be loaded, the export is missing or not a
 *   registry, or no single registry export is found
 */
export async function loadRegistry(
  spec: string | undefined,
  cwd: string = process.cwd(),
): Promise<BlockRegistry> {
  if (spec === undefined || spec === '') return defaultRegistry;
  const hash = spec.lastIndexOf('#');
  const file = hash > 0 ? spec.slice(0, hash) : spec;
  const exportName = hash > 0 ? spec.slice(hash + 1) : undefined;
  let module: Record<string, unknown>;
  try {
    module = await import(pathToFileURL(path.resolve(cwd, file)).href);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RegistryOptionError(`--registry ${spec}: cannot load the module (${reason})`);
  }
  if (exportName !== undefined) {
    if (!(exportName in module)) {
      throw new RegistryOptionError(`--registry ${spec}: the module has no export "${exportName}"`);
    }
    const value = module[exportName];
    if (!isBlockRegistry(value)) {
      throw new RegistryOptionError(`--registry ${spec}: "${exportName}" is not a block registry`);
    }
    return value;
  }
  if (isBlockRegistry(module.default)) return module.default;
  const found = Object.entries(module).filter(([, value]) => isBlockRegistry(value));
  if (found.length === 1 && found[0]) return found[0][1] as BlockRegistry;
  throw new RegistryOptionError(
    found.length === 0
      ? `--registry ${spec}: no block registry exported (default or named)`
      : `--registry ${spec}: several registries exported (${found.map(([name]) => name).join(', ')}); name one with #<export>`,
  );
}
