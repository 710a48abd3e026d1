export {
  ExpressLauncher,
  type ExpressLauncherProps,
  loadExpressCheckout,
} from './ExpressLauncher.client';
