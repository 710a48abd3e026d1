export * from './GiftCardForm.client';
