export { buttons, root } from '../ExpressCheckout/ExpressCheckout.css';
export { paypalButton, walletButton } from '../expressButtons.css';
