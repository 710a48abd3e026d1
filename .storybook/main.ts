import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  staticDirs: [{ from: '../packages/ui/assets', to: '/assets' }],
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          // Pre-bundle what stories import, so a cold run never re-optimizes and reloads
          // mid-run (which fails every test of the file being run).
          '@radix-ui/react-accordion',
          '@radix-ui/react-dialog',
          '@radix-ui/react-tabs',
          '@radix-ui/react-toast',
          'embla-carousel',
          'embla-carousel-autoplay',
          'cloudinary-video-player',
          '@uiw/react-codemirror',
          '@codemirror/lang-json',
          'react-hook-form',
          '@hookform/resolvers/zod',
          'zod',
          'clsx',
          'sanitize-html',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};
export default config;
