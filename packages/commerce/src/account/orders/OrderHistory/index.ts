export {
  OrderHistory,
  type OrderHistoryProps,
  OrderHistorySkeleton,
  orderDate,
} from './OrderHistory';
