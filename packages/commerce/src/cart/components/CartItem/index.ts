export * from './CartGiftOption.client';
export * from './CartItem.client';
