export * from './CheckoutEmployeeTerms.client';
