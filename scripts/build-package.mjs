#!/usr/bin/env node
/**
 * Builds one workspace package into a publishable `dist/` (run from the package's folder:
 * `npm run build:package -w @storefront/ui`):
 *
 * - ESM, one output module per source module (`preserveModules`), so a consumer's bundler drops
 *   the blocks a page does not use; dependencies and peers stay bare imports.
 * - vanilla-extract `.css.ts` files compiled at build time: each style module becomes a `.js`
 *   that exports the class names and imports its own `.css` file, so a consumer needs no
 *   vanilla-extract plugin (the package keeps `"sideEffects": ["*.css"]`).
 * - `'use client'` kept on the island modules (`*.client.ts(x)`) and on nothing else.
 * - type declarations (`.d.ts`) by `tsc --emitDeclarationOnly` (skipped with
 *   `--no-declarations`: scripts/pack-packages.mjs builds the declarations of all the published
 *   packages in one `tsc` run instead, next to the bundles).
 *
 * The entries come from the package's `publishConfig.exports` (the map of the published
 * package, pointing into `dist/`), each mapped back to its source under `src/`;
 * `scripts/pack-packages.mjs` writes that map into the packed package.json. The workspace's own
 * `exports` keep pointing at `src/`, so the apps compile the sources as before.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const outDir = path.join(root, 'dist');
const srcDir = path.join(root, 'src');

/** The `import` (or plain) target of one `exports` entry: `./dist/index.js`. */
function jsTarget(target) {
  if (typeof target === 'string') return target;
  return target?.import ?? target?.default ?? null;
}

/** The source of one dist module: `./dist/services/index.js` → `src/services/index.ts(x)`. */
function sourceOf(distTarget, base) {
  const stem = path.join(base, distTarget.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, ''));
  for (const ext of ['.ts', '.tsx']) if (existsSync(stem + ext)) return stem + ext;
  return null;
}

/**
 * The entries: every target of `publishConfig.exports` mapped back to its source; a `*` target
 * (`./dist/blocks/<name>/index.js` written with a `*`) gives one entry per folder that has the file, so each block
 * is its own import path.
 */
function entriesOf(exportsMap) {
  const entries = {};
  for (const value of Object.values(exportsMap)) {
    const target = jsTarget(value);
    if (!target?.startsWith('./dist/') || !target.endsWith('.js')) continue;
    const targets = [];
    if (target.includes('*')) {
      const [before, after] = target.split('*');
      const dir = path.join(srcDir, before.replace(/^\.\/dist\//, ''));
      for (const name of readdirSync(dir)) targets.push(`${before}${name}${after}`);
    } else targets.push(target);
    for (const t of targets) {
      const source = sourceOf(t, root);
      if (source) entries[t.replace(/^\.\/dist\//, '').replace(/\.js$/, '')] = source;
    }
  }
  return entries;
}

/**
 * Workspace packages this one depends on, resolved to their built `dist/` while the style files
 * are evaluated: a `.css.ts` here that reads `vars` from `@storefront/ui/css` must get the
 * identifiers of the published ui (vanilla-extract hashes them per build), not new ones.
 */
function workspaceAliases() {
  const aliases = [];
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@storefront/')) continue;
    const depRoot = path.join(root, '..', name.slice('@storefront/'.length));
    const dep = JSON.parse(readFileSync(path.join(depRoot, 'package.json'), 'utf8'));
    for (const [sub, value] of Object.entries(dep.publishConfig?.exports ?? {})) {
      const target = jsTarget(value);
      if (!target || sub.includes('*')) continue;
      const built = path.join(depRoot, target);
      if (!existsSync(built)) {
        throw new Error(`${name} is not built (${target}): run its build:package first`);
      }
      const find = new RegExp(`^${(name + sub.slice(1)).replace(/[/.]/g, '\\$&')}$`);
      aliases.push({ find, replacement: built });
    }
  }
  return aliases;
}

const externalNames = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  'react',
  'react-dom',
];
/** Every dependency and peer (and their subpaths, `react/jsx-runtime`) stays a bare import. */
function isExternal(id) {
  if (id.startsWith('node:') || builtinModules.includes(id)) return true;
  return externalNames.some((name) => id === name || id.startsWith(`${name}/`));
}

const clientModule = /\.client\.tsx?$/;

/**
 * After Vite has split the CSS per module: puts `'use client'` back on the island modules (the
 * bundler drops module directives) and makes each module import the CSS it produced (Vite's
 * library mode emits the files but no import of them).
 */
function finishModules() {
  return {
    name: 'storefront:finish-modules',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        const from = path.posix.dirname(chunk.fileName);
        const imports = css
          .map((file) => {
            const rel = path.posix.relative(from, file);
            return `import '${rel.startsWith('.') ? rel : `./${rel}`}';\n`;
          })
          .join('');
        const isClient = chunk.facadeModuleId !== null && clientModule.test(chunk.facadeModuleId);
        let code = chunk.code.replace(/^(['"])use client\1;?\s*/m, '');
        code = imports + code;
        if (isClient) code = `'use client';\n${code}`;
        chunk.code = code;
      }
    },
  };
}

rmSync(outDir, { recursive: true, force: true });

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  mode: 'production',
  resolve: { alias: workspaceAliases() },
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), finishModules()],
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    cssCodeSplit: true,
    target: 'es2022',
    lib: { entry: entriesOf(pkg.publishConfig?.exports ?? {}), formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});

const tsconfig = path.join(root, 'tsconfig.build.json');
if (existsSync(tsconfig) && !process.argv.includes('--no-declarations')) {
  execFileSync(path.join(root, '../../node_modules/.bin/tsc'), ['-p', tsconfig], {
    stdio: 'inherit',
  });
}
console.log(`built ${pkg.name} into ${path.relative(process.cwd(), outDir) || '.'}`);
