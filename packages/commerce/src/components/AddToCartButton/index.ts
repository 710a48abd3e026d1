export * from './AddToCartButton';
