export * from './CardFields.client';
export * from './LoyaltyPointsField.client';
export * from './PartialPayments.client';
