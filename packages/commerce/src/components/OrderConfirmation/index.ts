export * from './OrderConfirmation';
