/**
 * The packages' faces and the file names that say where code runs (design.md "Packages"):
 * every package's `exports` lists explicit entries (no `"./*"`), every import of
 * `@storefront/<package>/<subpath>` names one of them, and every module with a `'use client'`
 * directive is named `*.client.ts(x)`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** The folders whose TypeScript imports the packages (everything but node_modules and builds). */
const sourceRoots = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'visual', '.storybook'];
const skippedDirs = new Set(['node_modules', '.next', 'dist', 'storybook-static', '.turbo']);

/** Next's App Router files that must keep their names (`error.tsx` is a client component). */
const nextSpecialFiles =
  /^(page|layout|template|error|global-error|not-found|loading|default)\.tsx?$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The `exports` keys of a package.json that are patterns (`"./*"`, `"./theme/*"`). */
function wildcardExports(manifest: { exports?: unknown }): string[] {
  const exports = manifest.exports;
  if (typeof exports !== 'object' || exports === null) return [];
  return Object.keys(exports).filter((key) => key.includes('*'));
}

/**
 * The `@storefront/...` specifiers of a source text (static imports and re-exports, dynamic
 * `import()`, `vi.mock`) that are not an entry: `entries` maps a package name to its export keys.
 */
function nonEntryImports(source: string, entries: ReadonlyMap<string, readonly string[]>) {
  const found: string[] = [];
  const specifier =
    /(?:from|import|vi\.mock|vi\.doMock|importActual)\s*(?:<[^>]*>)?\s*\(?\s*['"](@storefront\/[a-z-]+)(\/[^'"]*)?['"]/g;
  for (const match of source.matchAll(specifier)) {
    const pkg = match[1] as string;
    const keys = entries.get(pkg);
    if (!keys) continue; // an app, not a package
    const key = match[2] ? `.${match[2]}` : '.';
    if (!keys.includes(key)) found.push(`${pkg}${match[2] ?? ''}`);
  }
  return found;
}

/** Whether a module's first statement is the `'use client'` directive. */
function hasUseClient(source: string): boolean {
  const body = source.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^['"]use client['"]/.test(body);
}

/** Whether a file with a `'use client'` directive is named as the rule says. */
function clientNameOk(file: string): boolean {
  const name = path.basename(file);
  return /\.client\.tsx?$/.test(name) || nextSpecialFiles.test(name);
}

function packageManifests(): { dir: string; manifest: { name: string; exports?: unknown } }[] {
  return readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, 'packages', entry.name))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')),
    }));
}

describe('the rules catch what they are for', () => {
  it('a pattern in exports', () => {
    expect(wildcardExports({ exports: { '.': './src/index.ts', './*': './src/*' } })).toEqual([
      './*',
    ]);
    expect(
      wildcardExports({ exports: { '.': './src/index.ts', './css': './src/css.ts' } }),
    ).toEqual([]);
  });

  it('an import of a subpath that is not an entry', () => {
    const entries = new Map([['@storefront/ui', ['.', './css']]]);
    const source = [
      "import { vars } from '@storefront/ui/theme/contract.css';",
      "import { Button } from '@storefront/ui';",
      "import { sprinkles } from '@storefront/ui/css';",
      "const lazy = () => import('@storefront/ui/components/Dialog');",
      "import { x } from '@storefront/storefront/anything';",
    ].join('\n');
    expect(nonEntryImports(source, entries)).toEqual([
      '@storefront/ui/theme/contract.css',
      '@storefront/ui/components/Dialog',
    ]);
  });

  it("a 'use client' module not named *.client", () => {
    expect(hasUseClient("'use client';\nexport const a = 1;")).toBe(true);
    expect(hasUseClient('/** doc */\n"use client";\n')).toBe(true);
    expect(hasUseClient("export const note = 'use client';")).toBe(false);
    expect(clientNameOk('src/Foo.tsx')).toBe(false);
    expect(clientNameOk('src/Foo.client.tsx')).toBe(true);
    expect(clientNameOk('app/[locale]/error.tsx')).toBe(true);
  });
});

describe('the repository follows them', () => {
  const manifests = packageManifests();
  const entries = new Map(
    manifests.map(({ manifest }) => [
      manifest.name,
      typeof manifest.exports === 'string' ? ['.'] : Object.keys(manifest.exports ?? {}),
    ]),
  );
  // This file holds bad examples on purpose.
  const files = sourceRoots
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => file !== __filename);

  it('no package exports a pattern', () => {
    const wildcards = manifests.flatMap(({ dir, manifest }) =>
      wildcardExports(manifest).map((key) => `${path.relative(root, dir)}: ${key}`),
    );
    expect(wildcards).toEqual([]);
  });

  it('every @storefront import names an entry', () => {
    const deep = files.flatMap((file) =>
      nonEntryImports(readFileSync(file, 'utf8'), entries).map(
        (specifier) => `${path.relative(root, file)}: ${specifier}`,
      ),
    );
    expect(deep).toEqual([]);
  });

  it("every 'use client' module is named *.client.ts(x)", () => {
    const misnamed = files
      .filter((file) => hasUseClient(readFileSync(file, 'utf8')) && !clientNameOk(file))
      .map((file) => path.relative(root, file));
    expect(misnamed).toEqual([]);
  });
});
