export * from './CheckoutAddressFields';
export * from './useAddressForm';
