export * from './CheckoutBilling';
