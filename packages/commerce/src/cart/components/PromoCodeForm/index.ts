export * from './PromoCodeForm.client';
