// The storefront's one stylesheet, built before `next build` (package.json; ARCHITECTURE.md
// §2 "Styling"). Turbopack writes one CSS file per vanilla-extract module it meets (51 render-
// blocking stylesheets on a content page, 57 on a category page), and neither `cssChunking`
// nor Turbopack's chunking options merge them. So a production build compiles the `.css.ts`
// modules to class names only (next.config.ts: `outputCss: false`), and their CSS comes from
// this one file, which the root layouts import (`@storefront/stylesheet`, an alias of the
// production build only; `next dev` keeps a stylesheet per module, hot-reloaded):
//
//   src/styles/generated/storefront.css   every `.css.ts` module the app's routes reach, in the
//                                          order their modules are evaluated
//
// Which modules and in what order: esbuild follows the imports of every route module of `app/`
// (layouts first) through the workspace packages, as a bundle would, and reports where each
// `.css.ts` module sits in evaluation order. A module's CSS therefore comes after the CSS of
// every module it imports, and a block's or page's own CSS after the design system's, as in a
// bundle; so a class a component passes to a primitive (`className`) overrides the primitive's
// own at equal specificity, as it does in development. The CSS is vanilla-extract's compiler's,
// the one Turbopack's loader runs, with the same root (this app) and the same `short`
// identifiers: the class names in the stylesheet are the ones the compiled modules export.
// Turbopack minifies the file as it does any stylesheet; the output is not committed.
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiler } from '@vanilla-extract/compiler';
import { build } from 'esbuild';

const app = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(app, 'src', 'styles', 'generated', 'storefront.css');
const routeModule =
  /(^|\/)(layout|template|page|default|loading|error|not-found|global-not-found)\.tsx$/;
const cssModule = /\.css\.ts$/;
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

/** The route modules of `app/`, layouts first and shallow before deep, then the rest by path. */
async function routeModules() {
  const files = (await readdir(path.join(app, 'app'), { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => routeModule.test(file));
  const isLayout = (file) => (file.endsWith('layout.tsx') ? 0 : 1);
  const depth = (file) => file.split('/').length;
  return files
    .sort((a, b) => isLayout(a) - isLayout(b) || depth(a) - depth(b) || (a < b ? -1 : 1))
    .map((file) => `app/${file}`);
}

/** A relative import resolved as TypeScript does (`.ts` before `.tsx`, exact case). */
function resolveRelative(from, specifier) {
  const base = path.resolve(from, specifier);
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The `.css.ts` modules the routes reach, in the order a bundle evaluates them. */
async function cssModulesInOrder(entries) {
  const marker = '__storefront_css_module__';
  const result = await build({
    absWorkingDir: app,
    stdin: {
      contents: entries.map((entry) => `import './${entry}';`).join('\n'),
      resolveDir: app,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    logLevel: 'error',
    // Only the order is read: tree shaking would drop modules whose exports no page uses yet
    // whose CSS a bundle keeps (`sideEffects` of the packages lists `**/*.css.ts`).
    treeShaking: false,
    loader: { '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.css': 'empty' },
    plugins: [
      {
        name: 'storefront-css-order',
        setup(pluginBuild) {
          // Bare imports other than the workspace's own packages (and this file's own alias,
          // `@storefront/stylesheet`) are not followed.
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            /^@storefront\/(ui|blocks|commerce|api-contract)(\/|$)/.test(args.path)
              ? undefined
              : { path: args.path, external: true },
          );
          // esbuild's own lookup is case-insensitive (`./rating` next to `Rating.tsx`).
          pluginBuild.onResolve({ filter: /^\./ }, (args) => {
            const resolved = resolveRelative(args.resolveDir, args.path);
            return resolved ? { path: resolved } : undefined;
          });
          pluginBuild.onLoad({ filter: cssModule }, async (args) => ({
            contents: `${marker}(${JSON.stringify(args.path)});\n${await readFile(args.path, 'utf8')}`,
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const marks = result.outputFiles[0].text.matchAll(new RegExp(`${marker}\\(("[^"]+")\\)`, 'g'));
  return [...new Set(Array.from(marks, (match) => JSON.parse(match[1])))];
}

const started = Date.now();
const modules = await cssModulesInOrder(await routeModules());
const compiler = createCompiler({ root: app, identifiers: 'short', enableFileWatcher: false });
const parts = [];
try {
  for (const file of modules) await compiler.processVanillaFile(file, { outputCss: true });
  for (const file of modules) {
    const { css } = compiler.getCssForFile(file);
    if (css) parts.push(`/* ${path.relative(app, file).split(path.sep).join('/')} */\n${css}`);
  }
} finally {
  await compiler.close();
}
const css = `${parts.join('\n')}\n`;
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, css);
console.log(
  `stylesheet: ${modules.length} vanilla-extract modules, ${Math.round(css.length / 1024)} KB → ${path.relative(app, out)} (${Date.now() - started} ms)`,
);
