export * from './BasketProvider.client';
