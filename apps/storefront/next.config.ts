import { createRequire } from 'node:module';
import path from 'node:path';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

// One stylesheet in production (scripts/stylesheet.mjs, ARCHITECTURE.md §2 "Styling"):
// Turbopack writes a CSS file per vanilla-extract module, so a production build compiles the
// `.css.ts` modules to their class names only (`outputCss: false`, `short` names as the
// script's compiler) and the root layouts import `@storefront/stylesheet`, the file the script
// built before `next build`. In development every module keeps its own hot-reloaded CSS and
// the import is an empty file.
const stylesheets = {
  production: './src/styles/generated/storefront.css',
  development: './src/styles/stylesheet.development.css',
};
const withVanillaExtract = (production: boolean) =>
  createVanillaExtractPlugin({
    unstable_turbopack: { mode: 'auto' },
    ...(production ? { outputCss: false, identifiers: 'short' as const } : {}),
  });

// Messages: next-intl with the request configuration of src/i18n/request.ts (design: "Messages").
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// Messages are compiled when the app is built, so pages ship no ICU parser (design: "Messages").
// Every catalogue (`src/messages/<language>/<namespace>.json` of the storefront, commerce and
// blocks) goes through next-intl's catalogue loader, which compiles each message with
// icu-minify; `use-intl/format-message` then resolves to its format-only build on the server and
// in the browser alike, so a compiled message is never read by the full formatter or the reverse.
// (next-intl's own `experimental.messages` option matches one folder of this app; the
// catalogues of the packages live outside it.) Storybook and Vitest read the JSON as it is.
const requireHere = createRequire(path.join(process.cwd(), 'package.json'));
const formatOnlyPath = path.relative(
  process.cwd(),
  requireHere.resolve('use-intl/format-message/format-only'),
);
const formatOnly = formatOnlyPath.startsWith('.') ? formatOnlyPath : `./${formatOnlyPath}`;

const nextConfig = (production: boolean): NextConfig => ({
  // `npm test` type-checks every workspace (route types included: `next typegen`) before its
  // build step and then sets NEXT_BUILD_TYPECHECKED=1, so the build does not check again.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === '1' },
  poweredByHeader: false,
  turbopack: {
    rules: {
      '*.json': {
        condition: { path: /[\\/]src[\\/]messages[\\/][a-z]{2}[\\/][A-Za-z]+\.json$/ },
        loaders: [
          {
            loader: 'next-intl/extractor/catalogLoader',
            options: { messages: { format: 'json', precompile: true } },
          },
        ],
        as: '*.js',
      },
    },
    resolveAlias: {
      'use-intl/format-message': formatOnly,
      '@storefront/stylesheet': production ? stylesheets.production : stylesheets.development,
    },
  },
  reactStrictMode: true,
  // Several instances share one cache (README "Production and scaling"): with `REDIS_URL`,
  // `'use cache'` entries and their tags live in Redis (read when the server starts, so one
  // build serves either shape); without it, Next's in-memory default of one process.
  ...(process.env.REDIS_URL
    ? {
        cacheHandlers: {
          default: path.join(process.cwd(), 'src/lib/scale/cacheHandler.redis.mjs'),
        },
      }
    : {}),
  transpilePackages: [
    '@storefront/ui',
    '@storefront/blocks',
    '@storefront/commerce',
    '@storefront/api-contract',
  ],
  // Cache components (design.md "Data flows", caching; ARCHITECTURE.md §5): every route is
  // prerendered up to its first request-time read, and a page with none is kept whole and sent
  // with a shared `Cache-Control` (`s-maxage`), revalidated by tag (`POST /api/revalidate`).
  // Pages that read the request (cart, checkout, account, a listing query) render per request;
  // the locale layout's `instant = false` lets them. `partialPrefetching: false`: links prefetch
  // as before (per link), the App Shell stage is not used.
  cacheComponents: true,
  // No ETag: Next hashes the whole HTML of every answer for it (320 KB on a category page), a
  // cost the kept pages paid on each request: without it the SSR throughput bench measured
  // +27 % (about), +50 % (category), +30 % (product). A CDN in front (the production shape, README
  // "Production and scaling") answers conditional requests from its own copy.
  generateEtags: false,
  partialPrefetching: false,
  // The pages kept at run time stay in this process's memory (up to 256 MB), never in the build
  // folder: instances started from one build never share (or overwrite) each other's pages,
  // each asks its own API. Their reads' `'use cache'` entries go to Redis when configured.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    globalNotFound: true,
    // Subresource Integrity (spec 3 §7; Next 16.2+ with Turbopack): a sha384 manifest of every
    // chunk (`.next/server/subresource-integrity-manifest.json`) and `integrity` on the scripts
    // Next itself writes into the HTML (polyfills, the bootstrap and root main files). In Next
    // 16.4 it does not reach the page's client-component chunks React adds, the stylesheets, nor
    // chunks Turbopack's runtime loads on demand; so the Adyen provider's library and
    // stylesheet are not left to it (scripts/adyen-assets.mjs). e2e/integrity.spec.ts holds it.
    sri: { algorithm: 'sha384' },
  },
  async redirects() {
    return [{ source: '/', destination: '/en-us', permanent: false }];
  },
  // Draft mode (src/lib/draft.ts): its pages are never indexed (Next itself answers them with
  // `Cache-Control: private, no-cache, no-store`).
  async headers() {
    return [
      {
        source: '/:path*',
        has: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
    ];
  },
});

export default (phase: string) => {
  const production = phase === PHASE_PRODUCTION_BUILD;
  return withNextIntl(withVanillaExtract(production)(nextConfig(production)));
};
