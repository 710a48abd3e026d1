export { ExpressCheckout, type ExpressCheckoutProps } from './ExpressCheckout.client';
