export * from './CartView';
