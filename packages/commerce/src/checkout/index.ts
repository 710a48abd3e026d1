export * from './checkoutService';
export * from './purchaseService';
