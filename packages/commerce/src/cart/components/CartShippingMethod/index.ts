export {
  CartShippingMethodDialog,
  type CartShippingMethodDialogProps,
} from './CartShippingMethodDialog.client';
export { canApply, needsPlace, placeCodes, preselectedPlace } from './shippingChoice';
