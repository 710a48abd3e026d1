export { OrderTracking, type OrderTrackingInfo, type OrderTrackingProps } from './OrderTracking';
