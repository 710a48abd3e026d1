import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

const nextConfig: NextConfig = {
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
