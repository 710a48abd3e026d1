import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Nothing storefront-specific: the packages ship compiled JavaScript and CSS, so no
 * vanilla-extract plugin and no `transpilePackages`. The root is pinned to this folder, since
 * the example sits inside the monorepo but is not one of its workspaces.
 */
export default {
  turbopack: { root: here },
  outputFileTracingRoot: here,
};
