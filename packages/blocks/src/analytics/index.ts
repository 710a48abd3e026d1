export * from './experimentEvents';
export { PromotionTracker, type PromotionTrackerProps } from './PromotionTracker.client';
export * from './promotion';
