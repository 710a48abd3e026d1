export * from './CheckoutShipping.client';
export * from './CheckoutShippingProps';
export * from './PickupContactFields.client';
export * from './ShipmentDelivery.client';
export * from './saveCollection';
export * from './shipmentInfo';
