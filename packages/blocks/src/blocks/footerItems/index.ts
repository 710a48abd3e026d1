import { defineBlock } from '../../registry/registry';
import { FooterItems } from './FooterItems';
import { footerItemsSchema } from './schema';

/** Registry entry of the `footerItems` block (spec 3 §1). */
export const footerItemsBlock = defineBlock({
  type: 'footerItems',
  schema: footerItemsSchema,
  Component: FooterItems,
});

export { FooterItems } from './FooterItems';
export { footerItemsFixtures } from './fixtures';
export {
  type FooterItemsFields,
  footerItemsSchema,
  footerLinkGroupSchema,
  socialLinkSchema,
  socialNetworkNames,
  socialNetworks,
} from './schema';
