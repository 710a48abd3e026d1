export {
  MemberExpressCheckout,
  type MemberExpressCheckoutProps,
} from './MemberExpressCheckout.client';
