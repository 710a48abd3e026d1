/**
 * `npm run validate-content -- <file or folder>... [--host-types a,b] [--media-base URL]`
 *
 * Validates content documents (issue scope 7): every `.json` file given, or found recursively
 * in a folder, holds one content document or an array of them. Each document's envelope and
 * every block, nested blocks included, is checked against `defaultRegistry` exactly as the
 * renderer validates it. Prints one line per problem (file, document id, block path, field
 * path, message), then a one-line summary. Exit code: 0 when everything is valid, 1 when a
 * problem was found, 2 on bad usage (no file found).
 *
 * `--host-types` lists block types the host reads itself outside the registry (the
 * storefront's menu and footer items): valid without a registry entry, fields unchecked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultRegistry } from '../src/registry/defaultRegistry';
import { type ContentProblem, validateContent } from '../src/validate/validateContent';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'host-types': { type: 'string', multiple: true, default: [] },
    'media-base': { type: 'string' },
  },
});

function jsonFiles(target: string): string[] {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) {
    console.error(`validate-content: ${target}: no such file or folder`);
    return [];
  }
  if (stat.isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return jsonFiles(full);
      return entry.name.endsWith('.json') ? [full] : [];
    });
}

if (positionals.length === 0) {
  console.error('Usage: npm run validate-content -- <file or folder>... [--host-types a,b]');
  process.exit(2);
}
const files = positionals.flatMap(jsonFiles);
if (files.length === 0) {
  console.error('validate-content: no .json file found');
  process.exit(2);
}

const options = {
  skipTypes: (values['host-types'] ?? []).flatMap((list) => list.split(',')).filter(Boolean),
  ...(values['media-base'] ? { mediaBaseUrl: values['media-base'] } : {}),
};
const format = (file: string, p: ContentProblem) =>
  `${file} › ${p.documentId} › ${p.blockPath || '(document)'} › ${p.fieldPath || '(whole)'}: ${p.message}`;

let documents = 0;
let blocks = 0;
let problems = 0;
const badDocuments = new Set<string>();
for (const file of files) {
  const shown = path.relative(process.cwd(), file) || file;
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems += 1;
    badDocuments.add(`${shown}:(unparsed)`);
    console.log(`${shown} › (file) › (document) › (whole): ${(error as Error).message}`);
    continue;
  }
  const result = validateContent(content, defaultRegistry, options);
  documents += result.documents;
  blocks += result.blocks;
  problems += result.problems.length;
  for (const problem of result.problems) {
    badDocuments.add(`${shown}:${problem.documentId}`);
    console.log(format(shown, problem));
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const counted = `${plural(files.length, 'file')}, ${plural(documents, 'document')}, ${plural(blocks, 'block')}`;
console.log(
  problems === 0
    ? `validate-content: ${counted}: all valid`
    : `validate-content: ${counted}: ${plural(problems, 'problem')} in ${plural(badDocuments.size, 'document')}`,
);
process.exit(problems === 0 ? 0 : 1);
