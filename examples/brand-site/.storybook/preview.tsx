import { resetRoot } from '@storefront/ui';
import type { Preview } from '@storybook/react-vite';
import { lakesideTheme } from '../src/theme';

/**
 * Every story in the brand's theme, put on `<body>` as the site's root layout does (so the
 * reset's colours and fonts apply, and portalled overlays get the theme too), in German.
 */
const preview: Preview = {
  decorators: [
    (Story) => {
      if (typeof document !== 'undefined') {
        document.documentElement.lang = 'de';
        document.body.classList.add(resetRoot);
        document.body.dataset.brand = 'lakeside';
        for (const [name, value] of Object.entries(lakesideTheme)) {
          document.body.style.setProperty(name, String(value));
        }
      }
      return <Story />;
    },
  ],
};

export default preview;
