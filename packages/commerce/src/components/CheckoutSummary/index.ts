export * from './AddressBlock';
export * from './CheckoutSummary';
