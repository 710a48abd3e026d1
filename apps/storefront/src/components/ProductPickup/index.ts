export { PickupInStore, type PickupInStoreProps } from './PickupInStore.client';
export { type PickupInStoreLabels, PickupPanel, type PickupPanelProps } from './PickupPanel';
export { ProductPickup, type ProductPickupProps } from './ProductPickup';
