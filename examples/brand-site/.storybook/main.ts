import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The brand's Storybook: our blocks and the brand's own in the Lakeside theme, from the packed
 * packages (compiled JavaScript and CSS: no vanilla-extract plugin). Storybook is not in the
 * example's dependencies (its `next build` does not need it): install it first, see
 * docs/brand-guide.md "Your Storybook".
 */
const config: StorybookConfig = {
  stories: ['../stories/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
