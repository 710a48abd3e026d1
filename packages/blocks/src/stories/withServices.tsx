import type { Decorator } from '@storybook/react-vite';
import { type AnyBlockDefinition, createRegistry } from '../registry/registry';
import type { RenderBlocksProps } from '../renderer/RenderBlocks';
import { BlockServicesProvider } from '../services/context.client';
import type { BlockServices } from '../services/types';
import { withHostWords } from './withHostWords';

/**
 * Story helpers for blocks that load through the host (articles, gallery, products, pop-ups):
 * stories render `RenderBlocks` inside a {@link BlockServicesProvider} fed by the blocks
 * package's simulators, so a story can swap the services per state through its `services`
 * arg (pending, failing, empty answers). Storybook only: never imported by a block.
 */

/**
 * Decorator: the story inside a {@link BlockServicesProvider} with the story's `services` arg,
 * else `fallback` (the meta's default simulator).
 */
export function withServices(fallback: BlockServices): Decorator<RenderBlocksProps> {
  return (Story, { args }) => (
    <BlockServicesProvider services={args.services ?? fallback}>
      <Story />
    </BlockServicesProvider>
  );
}

/**
 * The meta fields a services-backed block story shares (spread it next to the literal
 * `title` and `component: RenderBlocks`, which Storybook's indexer reads statically): full-screen
 * layout, a registry of `blocks`, production mode, the first `document` blocks and the
 * `services` simulator as args (registry and services without controls), {@link withServices}
 * inside {@link withHostWords} (the story's locale and the host's words).
 * @param options.blocks registry entries of the block(s) under test
 * @param options.document the content blocks of the default story (usually `[fixtures.valid]`)
 */
export function servicesStoryMeta(options: {
  blocks: readonly AnyBlockDefinition[];
  document: RenderBlocksProps['blocks'];
  services: BlockServices;
}) {
  const args: RenderBlocksProps = {
    registry: createRegistry(options.blocks),
    mode: 'production',
    blocks: options.document,
    services: options.services,
  };
  return {
    parameters: { layout: 'fullscreen' },
    argTypes: { registry: { control: false as const }, services: { control: false as const } },
    args,
    decorators: [withServices(options.services), withHostWords],
  };
}

/** Storybook viewport globals of the spec's breakpoints (sm 0, md 768, lg 1024 px). */
export const viewports = {
  sm: { viewport: { value: 'sm', isRotated: false } },
  md: { viewport: { value: 'md', isRotated: false } },
  lg: { viewport: { value: 'lg', isRotated: false } },
} as const;
