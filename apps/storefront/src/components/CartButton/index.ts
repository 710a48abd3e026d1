export * from './CartButton.client';
