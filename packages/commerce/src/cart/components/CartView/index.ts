export * from './CartView.client';
