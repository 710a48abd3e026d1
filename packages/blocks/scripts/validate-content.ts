/**
 * `npm run validate-content -- <file or folder>... [--host-types a,b] [--media-base URL]
 *   [--registry <module>[#export]]`
 *
 * Validates content documents (spec 3 §3): every `.json` file given, or found recursively
 * in a folder, holds one content document or an array of them. Each document's envelope and
 * every block, nested blocks included, is checked against the registry (`defaultRegistry`, or a
 * brand's with `--registry`, see registryModule.ts) exactly as the renderer validates it (see src/validate/files.ts). Prints one line per problem (file, document
 * id, block path, field path, message), then a one-line summary. Exit code: 0 all valid, 1 a
 * problem found, 2 bad usage or no file found.
 *
 * `--host-types` lists block types the host reads itself outside the registry (the
 * storefront's menu and footer items): valid without a registry entry, fields unchecked.
 * `--media-base` is the URL that replaces `{{MEDIA}}` (default: the mock API's /media).
 * `--registry` is the module of a brand's registry (path from the current folder; `#name` picks
 * an export; a bad value exits with 2).
 */
import { parseArgs } from 'node:util';
import { validateContentFiles } from '../src/validate/files';
import { loadRegistry, RegistryOptionError } from './registryModule';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'host-types': { type: 'string', multiple: true, default: [] },
    'media-base': { type: 'string' },
    registry: { type: 'string' },
  },
});

if (positionals.length === 0) {
  console.error(
    'Usage: npm run validate-content -- <file or folder>... [--host-types a,b] [--registry <module>[#export]]',
  );
  process.exit(2);
}
const registry = await loadRegistry(values.registry).catch((error: unknown) => {
  if (!(error instanceof RegistryOptionError)) throw error;
  console.error(error.message);
  process.exit(2);
});
const report = validateContentFiles(positionals, registry, {
  skipTypes: (values['host-types'] ?? []).flatMap((list) => list.split(',')).filter(Boolean),
  ...(values['media-base'] ? { mediaBaseUrl: values['media-base'] } : {}),
});
for (const line of report.lines) console.log(line);
process.exit(report.exitCode);
