export {
  AddToCart,
  type AddToCartProps,
  type AddToCartRequest,
  type AddToCartResult,
} from './AddToCart.client';
