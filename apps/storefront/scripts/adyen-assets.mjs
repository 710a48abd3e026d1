// Builds the Adyen express provider's files of the shop's own origin (spec 3 §7 "A payment
// provider script and a stylesheet are loaded with integrity values"), run before `next build`
// and `next dev` (package.json). Next's Subresource Integrity (`experimental.sri`) covers only
// its bootstrap scripts: the chunks Turbopack's runtime loads on demand, the provider's among
// them, carry no `integrity`. So the library and its stylesheet are not bundled by Next; they
// are built here from the pinned `@adyen/adyen-web` (packages/commerce/package.json):
//
//   public/vendor/adyen-web/<version>/adyen.js    esbuild IIFE of the three exports the provider
//                                                 uses, on `window.StorefrontAdyenWeb`
//   public/vendor/adyen-web/<version>/adyen.css   the package's stylesheet (source map line cut)
//   public/vendor/adyen-web/manifest.json         { version, global, script, stylesheet }: each
//                                                 file's path and sha384 `integrity`
//
// The server reads the manifest (src/lib/express/adyenAssets.ts) and hands the paths and
// hashes to the provider module, which adds the two elements with `integrity` and
// `crossorigin` (packages/commerce/src/checkout/express/adyen/library.client.ts). Deterministic:
// the same package and esbuild give the same bytes, hence the same hashes. The output is not
// committed (.gitignore); e2e/integrity.spec.ts checks the served files against the manifest.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const app = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(app, 'public', 'vendor', 'adyen-web');
/** The browser global the IIFE defines; the manifest names it for the loader. */
const globalName = 'StorefrontAdyenWeb';

// Resolve the package where the provider's code resolves it (the commerce workspace).
const fromCommerce = createRequire(path.join(app, '..', '..', 'packages', 'commerce', 'x.js'));
const entry = fromCommerce.resolve('@adyen/adyen-web');
const packageRoot = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
const { version } = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8'));

/** `sha384-<base64>` of some bytes: the value of an `integrity` attribute. */
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const bundled = await build({
  stdin: {
    contents: "export { AdyenCheckout, ApplePay, PayPal } from '@adyen/adyen-web';",
    resolveDir: packageRoot,
    loader: 'js',
  },
  bundle: true,
  format: 'iife',
  globalName,
  minify: true,
  legalComments: 'eof',
  target: 'es2020',
  platform: 'browser',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  logLevel: 'warning',
});
const script = Buffer.from(bundled.outputFiles[0].contents);
const stylesheet = Buffer.from(
  (await readFile(path.join(packageRoot, 'dist', 'es', 'adyen.css'), 'utf8')).replace(
    /\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/,
    '\n',
  ),
);

await rm(out, { recursive: true, force: true });
await mkdir(path.join(out, version), { recursive: true });
await writeFile(path.join(out, version, 'adyen.js'), script);
await writeFile(path.join(out, version, 'adyen.css'), stylesheet);
const base = `/vendor/adyen-web/${version}`;
const manifest = {
  package: '@adyen/adyen-web',
  version,
  global: globalName,
  script: { path: `${base}/adyen.js`, integrity: sri(script) },
  stylesheet: { path: `${base}/adyen.css`, integrity: sri(stylesheet) },
};
await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `adyen-assets: @adyen/adyen-web ${version}, adyen.js ${script.length} B, adyen.css ${stylesheet.length} B`,
);
