export {
  BasketSeed,
  CartProvider,
  useBasketSeed,
  useCartController,
  useCartState,
  useOptionalCartController,
} from './CartContext.client';
export * from './cartController';
export * from './cartDialogs';
export * from './cartNotices';
export * from './cartStore';
export * from './labels';
export * from './quickShopRules';
export * from './types';
