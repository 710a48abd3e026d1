import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: [
    '@storefront/ui',
    '@storefront/blocks',
    '@storefront/commerce',
    '@storefront/api-contract',
  ],
};

export default withVanillaExtract(nextConfig);
