import { defineBlock } from '../../registry/registry';
import { MegaMenu } from './MegaMenu';
import { megaMenuSchema } from './schema';

/** Registry entry of the `megaMenu` block (spec 3 §3 "Mega menu", §9). */
export const megaMenuBlock = defineBlock({
  type: 'megaMenu',
  schema: megaMenuSchema,
  Component: MegaMenu,
});

export { linkClickData, type MenuSurface, megaMenuEvents } from './events';
export { megaMenuFixtures } from './fixtures';
export {
  createHoverIntent,
  type HoverIntent,
  hoverCloseDelayMs,
  hoverOpenDelayMs,
} from './hoverIntent';
export { type MegaMenuLabels, megaMenuLabels, shopAllText } from './labels';
export { MegaMenu } from './MegaMenu';
export { sanitizeMenuItems } from './sanitizeItems';
export {
  hasPanel,
  type MegaMenuFields,
  type MenuBanner,
  type MenuColumn,
  type MenuGroup,
  type MenuItem as MegaMenuItem,
  type MenuLink,
  type MenuTarget,
  megaMenuSchema,
  menuItemSchema,
  menuStyles,
  type VisualSelector,
} from './schema';
