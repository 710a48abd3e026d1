export * from './GiftCardForm';
