// Node module hooks (see vanilla-extract-register.mjs): wrap every `.css.ts` module that tsx has
// transpiled in a vanilla-extract file scope, as the bundler plugins do. Styles then resolve to
// class names (the CSS itself is discarded by vanilla-extract's default no-op adapter).
import { fileURLToPath } from 'node:url';

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!/\.css\.ts(\?.*)?$/.test(url) || result.source == null) return result;
  const source =
    typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  const filePath = JSON.stringify(fileURLToPath(url.replace(/\?.*$/, '')));
  const esm = result.format === 'module';
  const head = esm
    ? `import { setFileScope as __veSet, endFileScope as __veEnd } from '@vanilla-extract/css/fileScope';\n__veSet(${filePath}, 'storefront');\n`
    : `const { setFileScope: __veSet, endFileScope: __veEnd } = require('@vanilla-extract/css/fileScope');\n__veSet(${filePath}, 'storefront');\n`;
  return { ...result, source: `${head}${source}\n__veEnd();\n` };
}
