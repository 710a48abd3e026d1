export * from './MiniCart';
