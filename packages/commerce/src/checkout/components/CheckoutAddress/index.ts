export * from './CheckoutAddressFields.client';
export * from './useAddressForm.client';
