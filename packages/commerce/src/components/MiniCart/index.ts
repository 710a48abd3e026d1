export * from './MiniCart.client';
