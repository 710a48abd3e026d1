export * from './CheckoutEmployeeTerms';
