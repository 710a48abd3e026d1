import {
  accordionBlock,
  benefitBarBlock,
  createRegistry,
  extendRegistry,
  richTextBlock,
} from '@storefront/blocks';
import { openingHoursBlock } from './blocks/openingHours';

/**
 * The kit's blocks this brand's content uses, plus its own (an entry with a kit type would
 * replace the kit's). Listing them, rather than extending `defaultRegistry`, keeps the other
 * blocks' islands out of the brand's pages.
 */
export const brandRegistry = extendRegistry(
  createRegistry([accordionBlock, benefitBarBlock, richTextBlock]),
  [openingHoursBlock],
);
