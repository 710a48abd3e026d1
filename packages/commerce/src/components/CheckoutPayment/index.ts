export * from './CardFields';
export * from './PartialPayments';
