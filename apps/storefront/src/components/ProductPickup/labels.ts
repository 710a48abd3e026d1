import { placeholders } from '@storefront/ui';
import type { Translate } from '../../i18n/translate';
import type { PickupInStoreLabels } from './PickupPanel';

/**
 * The pickup area's words from the `stores` translator, `{store}` kept as a placeholder the
 * island fills (`fillPlaceholders`).
 */
export function pickupLabelsFrom(t: Translate): PickupInStoreLabels {
  const store = placeholders('store');
  return {
    title: t('pickup.title'),
    availableAt: t('pickup.availableAt', store),
    unavailableAt: t('pickup.unavailableAt', store),
    chooseStoreHint: t('pickup.chooseStoreHint'),
    chooseOptions: t('pickup.chooseOptions'),
    pickUp: t('pickup.pickUp'),
    chooseStore: t('pickup.chooseStore'),
    changeStore: t('pickup.changeStore'),
    failed: t('pickup.failed'),
  };
}
