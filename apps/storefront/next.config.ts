import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

// Messages: next-intl with the request configuration of src/i18n/request.ts (design: "Messages").
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

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
};

export default withNextIntl(withVanillaExtract(nextConfig));
