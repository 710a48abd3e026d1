export * from './CardFields';
export * from './LoyaltyPointsField';
export * from './PartialPayments';
