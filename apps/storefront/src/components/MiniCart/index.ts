export * from './CartDialogs.client';
