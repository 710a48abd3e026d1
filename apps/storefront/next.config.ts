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
  experimental: { globalNotFound: true },
  async redirects() {
    return [{ source: '/', destination: '/en-us', permanent: false }];
  },
};

export default withVanillaExtract(nextConfig);
