import { findLocale } from '@storefront/api-contract';
import type { Decorator } from '@storybook/react-vite';
import { type AbstractIntlMessages, useMessages } from 'use-intl';
import type { RenderBlocksProps } from '../renderer/RenderBlocks';
import { createBlockServices } from '../services/types';

/** The default locale of stories (`.storybook/preview.tsx`): its words are the blocks' defaults. */
const defaultStoryLocale = 'en-us';

/**
 * Decorator: the story's blocks speak the story's locale as on the storefront. With
 * `parameters.locale` (a storefront locale path such as `fr-ca`) or another Locale in the
 * toolbar, the `services` arg gets that locale and the host's words: the `blocks` namespace of
 * the catalogue `.storybook/preview.tsx` provides for it (the storefront's
 * `messagesFor(locale).blocks`). Put it last in a meta's `decorators`, so the decorators inside
 * it (e.g. {@link withServices}) see the same services. Storybook only.
 */
export const withHostWords: Decorator<RenderBlocksProps> = (Story, context) => {
  const messages = useMessages() as Record<string, AbstractIntlMessages | undefined>;
  const chosen = context.parameters.locale as string | undefined;
  const toolbar = context.globals.locale as string | undefined;
  const path = chosen ?? (toolbar && toolbar !== defaultStoryLocale ? toolbar : undefined);
  const locale = path ? findLocale(path) : undefined;
  if (!locale) return <Story />;
  const services = context.args.services ?? createBlockServices();
  return Story({
    args: {
      ...context.args,
      services: {
        ...services,
        locale: { tag: locale.tag, currency: locale.currency, path: locale.path },
        ...(messages.blocks ? { messages: messages.blocks } : {}),
      },
    },
  });
};
