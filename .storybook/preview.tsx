import type { Decorator, Preview } from '@storybook/react-vite';
import { type BrandName, brandThemes, breakpoints, resetRoot } from '../packages/ui/src/theme';

/** Puts the chosen brand theme on <body>, so portalled overlays (dialogs, toasts) get it too. */
const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as BrandName | undefined) ?? 'alpine';
  if (typeof document !== 'undefined') {
    for (const cls of Object.values(brandThemes)) document.body.classList.remove(cls);
    document.body.classList.add(resetRoot, brandThemes[brand] ?? brandThemes.alpine);
  }
  return <Story />;
};

/**
 * In story tests (`.storybook/vitest.setup.ts`), CSS animations and transitions are off, so a
 * play function sees each element in its final state; `parameters.motion: true` keeps them.
 * Storybook itself and the visual snapshots are unchanged.
 */
const withStillMotion: Decorator = (Story, context) => {
  if (typeof document !== 'undefined') {
    const still =
      (globalThis as { __storyTest?: boolean }).__storyTest === true &&
      context.parameters.motion !== true;
    let sheet = document.getElementById('story-test-still-motion');
    if (still && !sheet) {
      sheet = document.createElement('style');
      sheet.id = 'story-test-still-motion';
      sheet.textContent =
        '*,*::before,*::after{animation:none!important;transition:none!important}';
      document.head.append(sheet);
    } else if (!still && sheet) sheet.remove();
  }
  return <Story />;
};

const preview: Preview = {
  decorators: [withBrand, withStillMotion],
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'alpine', title: 'Alpine' },
          { value: 'coast', title: 'Coast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'alpine' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        sm: {
          name: 'sm (phone, 375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        md: {
          name: `md (tablet, ${breakpoints.md} px)`,
          styles: { width: `${breakpoints.md}px`, height: '1024px' },
          type: 'tablet',
        },
        lg: {
          name: `lg (desktop, ${breakpoints.lg + 256} px)`,
          styles: { width: `${breakpoints.lg + 256}px`, height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
