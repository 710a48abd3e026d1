export * from './AddToCartButton.client';
