export * from './CartGiftOption';
export * from './CartItem';
