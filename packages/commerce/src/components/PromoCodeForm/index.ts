export * from './PromoCodeForm';
