export * from './AddressBlock';
export * from './CheckoutSummary.client';
