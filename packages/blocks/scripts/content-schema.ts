/**
 * `npm run content-schema [-- --registry <module>[#export] --out <folder>]`: writes (and formats
 * with Biome) the JSON Schema of every block type in the registry and of the content document
 * (generated from the zod schemas, spec 3 §3). Stale `*.schema.json` files of removed block
 * types are deleted.
 *
 * Without options: `defaultRegistry` into packages/blocks/schema/. Commit the result: a unit test
 * fails when the committed files differ from the schemas. With `--registry` (a brand's registry
 * module, see registryModule.ts), `--out` is required: a brand's schemas never overwrite the
 * kit's. A bad option exits with 2.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { contentSchemaFiles } from '../src/validate/jsonSchema';
import { loadRegistry, RegistryOptionError } from './registryModule';

const { values } = parseArgs({
  options: { registry: { type: 'string' }, out: { type: 'string' } },
});
if (values.registry !== undefined && values.out === undefined) {
  console.error('Usage: npm run content-schema -- --registry <module>[#export] --out <folder>');
  process.exit(2);
}
const registry = await loadRegistry(values.registry).catch((error: unknown) => {
  if (!(error instanceof RegistryOptionError)) throw error;
  console.error(error.message);
  process.exit(2);
});
const dir =
  values.out !== undefined
    ? path.resolve(values.out)
    : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');
mkdirSync(dir, { recursive: true });
const files = contentSchemaFiles(registry);
for (const name of readdirSync(dir)) {
  if (name.endsWith('.schema.json') && !(name in files)) rmSync(path.join(dir, name));
}
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
// Format as the repository's lint expects (the up-to-date test compares parsed JSON, not text);
// a folder outside the repository (`--out`) keeps the generator's JSON as it is.
const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
if (!path.relative(repo, dir).startsWith('..')) {
  execFileSync('npx', ['biome', 'format', '--write', dir], { stdio: 'ignore' });
}
console.log(
  `Wrote ${Object.keys(files).length} JSON Schema files to ${path.relative(process.cwd(), dir)}/`,
);
