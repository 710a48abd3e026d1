export * from './CheckoutShipping';
export * from './PickupInStore';
export * from './shipmentInfo';
