import type { StorefrontLocale } from '@storefront/api-contract';
import { type ContentDocument, defaultRegistry, getSlot, RenderBlocks } from '@storefront/blocks';
import type { ReactNode } from 'react';
import { shellServicesData } from './navigationShell';
import { toServerServices } from './services/services';

/** Renders the blocks of one or more named slots, in order; `undefined` when they are empty. */
export type SlotRenderer = (...names: string[]) => ReactNode | undefined;

/**
 * The slots of a commerce page's content document (an augmented page: cart, order
 * confirmation), rendered through the block renderer in production mode with the shell's
 * block services (guest session, required consent, no decisions). A missing document (`null`)
 * gives empty slots.
 */
export function shellSlotRenderer(
  locale: StorefrontLocale,
  document: ContentDocument | null,
): SlotRenderer {
  const services = toServerServices(shellServicesData(locale));
  return (...names) => {
    const blocks = names.flatMap((name) => getSlot(document, name));
    return blocks.length > 0 ? (
      <RenderBlocks
        blocks={blocks}
        registry={defaultRegistry}
        mode="production"
        services={services}
      />
    ) : undefined;
  };
}
