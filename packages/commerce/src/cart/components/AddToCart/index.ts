export {
  AddToCart,
  type AddToCartProps,
  type AddToCartRequest,
  type AddToCartResult,
} from './AddToCart.client';
export { type AddToCartLabels, addToCartLabelsFrom } from './labels';
