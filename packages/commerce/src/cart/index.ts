export {
  CartProvider,
  getDefaultCartController,
  setDefaultCartController,
  useCartController,
  useCartState,
  useLazyCartController,
} from './CartContext';
export * from './cartController';
export * from './cartNotices';
export * from './cartStore';
export * from './labels';
export * from './quickShopRules';
export * from './types';
