import { type BlockServices, createBlockServices } from '@storefront/blocks';
import deBlocks from '../messages/de/blocks.json';

/**
 * The brand's block services: German words over the kit's English defaults, euros, the rest the
 * kit's no-op defaults (a guest, no analytics, no decisions). A real brand plugs its session,
 * consent, analytics and products in here (see the brand guide, "Services").
 */
export const brandServices: BlockServices = createBlockServices({
  locale: { tag: 'de-DE', currency: 'EUR', path: 'de-de' },
  messages: deBlocks,
});
