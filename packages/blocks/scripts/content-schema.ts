/**
 * `npm run content-schema`: writes (and formats with Biome) the JSON Schema of every block type in
 * `defaultRegistry` and of the content document to packages/blocks/schema/ (generated from the zod
 * schemas). Stale `*.schema.json` files of removed block types are deleted. Commit the result: a
 * unit test fails when the committed files differ from the schemas.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRegistry } from '../src/registry/defaultRegistry';
import { contentSchemaFiles } from '../src/validate/jsonSchema';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');
mkdirSync(dir, { recursive: true });
const files = contentSchemaFiles(defaultRegistry);
for (const name of readdirSync(dir)) {
  if (name.endsWith('.schema.json') && !(name in files)) rmSync(path.join(dir, name));
}
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
// Format as the repository's lint expects (the up-to-date test compares parsed JSON, not text).
execFileSync('npx', ['biome', 'format', '--write', dir], { stdio: 'ignore' });
console.log(
  `Wrote ${Object.keys(files).length} JSON Schema files to ${path.relative(process.cwd(), dir)}/`,
);
