import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

const nextConfig: NextConfig = {
  // `npm test` type-checks every workspace (route types included: `next typegen`) before its
  // build step and then sets NEXT_BUILD_TYPECHECKED=1, so the build does not check again.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === '1' },
  poweredByHeader: false,
  reactStrictMode: true,
  // Two root layouts (app/(tool), app/(render)/render/…): the 404 is app/global-not-found.tsx.
  // Subresource Integrity on the scripts Next writes (sha384; the storefront's next.config.ts
  // says what it covers).
  experimental: { globalNotFound: true, sri: { algorithm: 'sha384' } },
  transpilePackages: [
    '@storefront/ui',
    '@storefront/blocks',
    '@storefront/commerce',
    '@storefront/api-contract',
  ],
};

export default withVanillaExtract(nextConfig);
