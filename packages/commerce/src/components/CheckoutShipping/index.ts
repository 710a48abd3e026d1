export * from './CheckoutShipping';
export * from './shipmentInfo';
