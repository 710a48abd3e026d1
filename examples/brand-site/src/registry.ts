import { defaultRegistry, extendRegistry } from '@storefront/blocks';
import { openingHoursBlock } from './blocks/openingHours';

/** The kit's blocks plus the brand's own (an entry with a kit type would replace the kit's). */
export const brandRegistry = extendRegistry(defaultRegistry, [openingHoursBlock]);
