export * from './CheckoutBilling.client';
