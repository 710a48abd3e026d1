export * from './CheckoutBilling.client';
export * from './CheckoutBillingProps';
