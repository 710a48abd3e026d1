import { defineBlock } from '../../registry/registry';
import { Popup } from './Popup';
import { popupSchema } from './schema';

/** Registry entry of the `popup` block (spec 3 §3, §4, §9 "Pop-up"). */
export const popupBlock = defineBlock({ type: 'popup', schema: popupSchema, Component: Popup });

export { isDismissed, popupDismissalsKey, readDismissals, storeDismissal } from './dismissals';
export { popupFixtures } from './fixtures';
export { Popup, popupCloseLabel } from './Popup';
export { PopupClient, popupEvents } from './PopupClient.client';
export {
  defaultPopupDelayMs,
  type PopupFields,
  popupBackgrounds,
  popupLogoSizes,
  popupSchema,
  popupTypes,
} from './schema';
