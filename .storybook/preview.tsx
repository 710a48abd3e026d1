import type { Decorator, Preview } from '@storybook/react-vite';
import { type AbstractIntlMessages, IntlProvider } from 'use-intl';
import shellEn from '../apps/storefront/src/messages/en/shell.json';
import storefrontBlocksFr from '../apps/storefront/src/messages/fr/blocks.json';
import shellFr from '../apps/storefront/src/messages/fr/shell.json';
import { findLocale, languageOf } from '../packages/api-contract/src';
import { blockMessagesEn } from '../packages/blocks/src/messages';
import { islandsReady } from '../packages/blocks/src/renderer/lazyIsland.client';
import { commerceMessages } from '../packages/commerce/src/messages';
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

/** Every catalogue of a language, as the storefront merges them (src/i18n/catalogue.ts). */
const storyMessages: Record<string, Record<string, AbstractIntlMessages>> = {
  en: { ...commerceMessages.en, blocks: blockMessagesEn, shell: shellEn },
  fr: {
    ...commerceMessages.fr,
    blocks: { ...blockMessagesEn, ...storefrontBlocksFr },
    shell: shellFr,
  },
};

/**
 * Words in the story's locale (design: "Messages"): `parameters.locale` (a storefront locale
 * path such as `fr-ca`) or the Locale toolbar. Components that call `useTranslations` read the
 * same catalogues as on the storefront.
 */
const withIntl: Decorator = (Story, context) => {
  const path = (context.parameters.locale as string | undefined) ?? context.globals.locale;
  const locale = findLocale(String(path ?? 'en-us')) ?? findLocale('en-us');
  const messages = storyMessages[languageOf(locale?.tag ?? 'en')] ?? storyMessages.en;
  return (
    <IntlProvider locale={locale?.tag ?? 'en-US'} messages={messages} timeZone="UTC">
      <Story />
    </IntlProvider>
  );
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

// Blocks' islands (`lazyIsland`) load their chunk when the story's module is evaluated, even in
// the production build the visual step screenshots, and the loader below waits for them, so a
// story renders every island at once, as the server renders it in the storefront's first HTML.
// (Story modules are imported after this one.)
(globalThis as { __eagerIslands?: boolean }).__eagerIslands = true;

const preview: Preview = {
  decorators: [withBrand, withStillMotion, withIntl],
  loaders: [
    async () => {
      await islandsReady();
      return {};
    },
  ],
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
    locale: {
      description: 'Storefront locale (words and formats)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-us', title: 'English (US)' },
          { value: 'fr-ca', title: 'Français (CA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'alpine', locale: 'en-us' },
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
