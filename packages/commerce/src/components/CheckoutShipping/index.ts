export * from './CheckoutShipping';
export * from './CheckoutShippingProps';
export * from './PickupContactFields';
export * from './ShipmentDelivery';
export * from './saveCollection';
export * from './shipmentInfo';
