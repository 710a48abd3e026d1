export {
  type OrderActionResult,
  OrderActions,
  type OrderActionsProps,
  type ReturnLabel,
} from './OrderActions.client';
