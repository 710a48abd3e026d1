import {
  accordionBlock,
  benefitBarBlock,
  createRegistry,
  extendRegistry,
  richTextBlock,
} from '@storefront/blocks';
import { openingHoursBlock } from './blocks/openingHours';
import { brandRichTextBlock } from './blocks/richText';

/**
 * The kit's blocks this brand's content uses, plus its own: `openingHours` is new, and
 * `richText` replaces the kit's (same type). Listing the kit's blocks, rather than extending
 * `defaultRegistry`, keeps the other blocks' islands out of the brand's pages.
 */
export const brandRegistry = extendRegistry(
  createRegistry([accordionBlock, benefitBarBlock, richTextBlock]),
  [openingHoursBlock, brandRichTextBlock],
);
